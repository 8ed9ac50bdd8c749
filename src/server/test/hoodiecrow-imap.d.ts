// The part of hoodiecrow-imap (a scriptable IMAP server, no types of its own) the IMAP poll test uses.
declare module 'hoodiecrow-imap' {
  import type { Server } from 'node:net';

  interface HoodiecrowOptions {
    plugins?: string[];
    storage?: Record<string, { uidvalidity?: number; messages?: { raw: string; flags?: string[] }[] }>;
    users?: Record<string, { password: string }>;
  }
  interface Hoodiecrow {
    readonly server: Server;
    listen(port: number, host: string, callback: () => void): void;
    close(callback?: () => void): void;
    appendMessage(mailbox: string, flags: string[], internaldate: Date | false, raw: string): void;
  }
  export default function hoodiecrow(options: HoodiecrowOptions): Hoodiecrow;
}
