// The server's VAPID key pair (decision 0516): what the push services know this server by. From the
// configuration when the operator set VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY; otherwise one pair is
// generated at first use and kept in `mobile_vapid_keys` (the private key sealed with the server
// secret), so every instance signs with the same pair and the browsers' subscriptions, made with its
// public key, keep working across restarts. The first instance to insert wins; the others read its
// row. The private key never leaves this file's callers: no log line, no answer carries it.
import webPush from 'web-push';
import type { Database } from '../../db/client';
import type { Env } from '../../env';
import { openSecret, sealSecret, SecretUnreadableError } from '../../lib/secret-box';
import { mobileVapidKeys } from './mobile.schema';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const PURPOSE = 'mobile-vapid-private-key';

/** The contact the push services may write to about this server's pushes. */
export function vapidSubject(env: Pick<Env, 'VAPID_SUBJECT' | 'LEGAL_OPERATOR_EMAIL' | 'APP_URL'>): string {
  if (env.VAPID_SUBJECT) return env.VAPID_SUBJECT;
  if (env.LEGAL_OPERATOR_EMAIL && /^[^\s@]+@[^\s@]+$/.test(env.LEGAL_OPERATOR_EMAIL)) return `mailto:${env.LEGAL_OPERATOR_EMAIL}`;
  if (/^https:\/\//.test(env.APP_URL)) return env.APP_URL;
  return 'mailto:uzemelteto@virtualis-iroda.hu';
}

type KeyEnv = Pick<Env, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT' | 'LEGAL_OPERATOR_EMAIL' | 'APP_URL' | 'BETTER_AUTH_SECRET'>;

async function storedKeys(db: Database, env: KeyEnv): Promise<{ publicKey: string; privateKey: string }> {
  const read = async () => (await db.select().from(mobileVapidKeys).limit(1))[0];
  let row = await read();
  if (!row) {
    const fresh = webPush.generateVAPIDKeys();
    await db
      .insert(mobileVapidKeys)
      .values({ id: 1, publicKey: fresh.publicKey, privateKeySealed: sealSecret(env.BETTER_AUTH_SECRET, PURPOSE, fresh.privateKey) })
      .onConflictDoNothing();
    row = (await read())!;
  }
  try {
    return { publicKey: row.publicKey, privateKey: openSecret(env.BETTER_AUTH_SECRET, PURPOSE, row.privateKeySealed) };
  } catch (error) {
    if (!(error instanceof SecretUnreadableError)) throw error;
    // The server secret changed: the old pair cannot sign any more. A new one replaces it (the
    // browsers subscribed with the old key fail and are re-registered from the mobile page).
    const fresh = webPush.generateVAPIDKeys();
    await db.update(mobileVapidKeys).set({ publicKey: fresh.publicKey, privateKeySealed: sealSecret(env.BETTER_AUTH_SECRET, PURPOSE, fresh.privateKey), createdAt: new Date() });
    return storedKeys(db, env);
  }
}

/** The pair, read once per instance (the configured one, else the database's). */
export function vapidKeySource(db: Database, env: KeyEnv): () => Promise<VapidKeys> {
  let loading: Promise<VapidKeys> | null = null;
  return () => {
    loading ??= (async () => {
      const subject = vapidSubject(env);
      if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
      return { ...(await storedKeys(db, env)), subject };
    })().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}
