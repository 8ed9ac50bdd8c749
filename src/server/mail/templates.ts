// Hungarian e-mail templates of the account flows. Plain text is the source; the HTML version
// is the same text with escaped content and one call-to-action button.
import { timeLeftText } from '@shared/compliance-tracker/reminders';
import { withHuArticle } from '@shared/hu/article';
import { formatHuDate } from '@shared/hu/format';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const APP_NAME = 'Virtuális Iroda';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** `signature`: who signs the mail (a firm's own letters), the platform's team by default. */
function compose(subject: string, greetingName: string, paragraphs: string[], action?: { label: string; url: string }, signature = `${APP_NAME} csapata`): MailContent {
  const greeting = `Kedves ${greetingName}!`;
  const footer = `Üdvözlettel:\n${signature}`;
  const text = [greeting, ...paragraphs, ...(action ? [`${action.label}: ${action.url}`] : []), footer].join('\n\n');
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:10px 18px;background:#4f46e5;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(action.label)}</a></p><p style="font-size:12px;color:#555">Ha a gomb nem működik, másold a böngésződbe ezt a címet: ${escapeHtml(action.url)}</p>`
    : '';
  const html = `<!doctype html><html lang="hu"><body style="font-family:Arial,sans-serif;line-height:1.5;color:#111"><p>${escapeHtml(greeting)}</p>${paragraphs
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join('')}${button}<p>${escapeHtml(footer).replace('\n', '<br>')}</p></body></html>`;
  return { subject: `${subject} – ${APP_NAME}`, text, html };
}

/** An automation's e-mail (issue 36.1, decision 0438): the rule's text, signed by the firm. */
export function automationMail(name: string, subject: string, body: string, firmName: string): MailContent {
  return compose(
    subject,
    name,
    body
      .split(/\n{2,}/)
      .map((p) => p.trim())
      .filter(Boolean),
    undefined,
    firmName,
  );
}

export function verificationMail(name: string, url: string): MailContent {
  return compose(
    'Erősítsd meg az emailcímed',
    name,
    [`Köszönjük, hogy regisztráltál a ${APP_NAME} rendszerébe. A fiókod aktiválásához erősítsd meg az emailcímedet.`, 'A link 24 óráig érvényes, és csak egyszer használható.'],
    { label: 'Emailcím megerősítése', url },
  );
}

export function passwordResetMail(name: string, url: string): MailContent {
  return compose(
    'Jelszó visszaállítása',
    name,
    [
      'Jelszó-visszaállítást kértek a fiókodhoz. Az alábbi linkkel új jelszót adhatsz meg.',
      'A link 15 percig érvényes, és csak egyszer használható. Ha nem te kérted, hagyd figyelmen kívül ezt a levelet: a jelszavad nem változik.',
    ],
    { label: 'Új jelszó megadása', url },
  );
}

export function accountExistsMail(name: string, signInUrl: string, forgotUrl: string): MailContent {
  return compose(
    'Regisztrációs kísérlet a fiókoddal',
    name,
    ['Valaki ezzel az emailcímmel próbált regisztrálni, de már van fiókod nálunk. Ha te voltál, egyszerűen jelentkezz be.', `Ha elfelejtetted a jelszavad, itt állíthatod vissza: ${forgotUrl}`],
    { label: 'Bejelentkezés', url: signInUrl },
  );
}

export function passwordChangedMail(name: string): MailContent {
  return compose('A jelszavad megváltozott', name, [
    'A fiókod jelszava megváltozott, és minden korábbi munkamenetet lezártunk.',
    'Ha nem te voltál, azonnal kérj jelszó-visszaállítást, és vedd fel a kapcsolatot a támogatással.',
  ]);
}

/** An administrator created an account for someone: `link` lets them set a password (a reset link). */
export function inviteMail(name: string, tenantName: string | null, link: string, forgotUrl: string): MailContent {
  const where = tenantName ? `a(z) ${tenantName} csapatához` : `a ${APP_NAME} rendszerébe`;
  return compose('Meghívó', name, [`Meghívtak ${where}. A fiókod elkészült; az alábbi linkkel állíthatod be a jelszavadat.`, `A link 15 percig érvényes. Ha lejárt, itt kérhetsz újat: ${forgotUrl}`], {
    label: 'Jelszó beállítása',
    url: link,
  });
}

/** To the firm's administrators: someone asks to join as a customer (decision 0070). */
export function joinRequestReceivedMail(adminName: string, requester: { name: string; email: string }, firmName: string, url: string): MailContent {
  return compose(
    'Új csatlakozási kérelem',
    adminName,
    [
      `${requester.name} (${requester.email}) ügyfélként szeretne csatlakozni a(z) ${firmName} irodához.`,
      'Amíg el nem fogadod, nem fér hozzá az iroda adataihoz. A kérelmet a Beállítások oldalon fogadhatod el vagy utasíthatod el.',
    ],
    { label: 'Kérelmek megnyitása', url },
  );
}

/** To the requester: the firm accepted (now they may know its name). */
export function joinRequestAcceptedMail(name: string, firmName: string, url: string): MailContent {
  return compose('Elfogadták a csatlakozási kérelmedet', name, [`A(z) ${firmName} elfogadta a csatlakozási kérelmedet. Mostantól ügyfélként eléred az ügyfélportált.`], { label: 'Belépés', url });
}

/** To the requester: declined. The firm stays unnamed, as it was while pending. */
export function joinRequestDeclinedMail(name: string, requestedWith: string): MailContent {
  return compose('A csatlakozási kérelmedet nem fogadták el', name, [
    `A(z) „${requestedWith}” megadásával küldött csatlakozási kérelmedet az iroda nem fogadta el.`,
    'Ha szerinted tévedés történt, keresd közvetlenül az ügyvédedet, vagy kérj tőle meghívót.',
  ]);
}

const colleagueRoleText: Record<'lawyer' | 'tenant' | 'tenant,lawyer', string> = {
  lawyer: 'ügyvédként',
  tenant: 'cégadminisztrátorként',
  'tenant,lawyer': 'ügyvédként és cégadminisztrátorként',
};

/** To a colleague a firm invites (decision 0330): who invites, as what, and until when the link works. */
export function colleagueInvitationMail(i: { name: string; firmName: string; inviterName: string; roles: keyof typeof colleagueRoleText; url: string; expiresAt: Date; days: number }): MailContent {
  return compose(
    `Meghívó: ${i.firmName}`,
    i.name || 'Kolléga',
    [
      `${i.inviterName || 'Az iroda adminisztrátora'} meghívott ${withHuArticle(i.firmName)} virtuális irodájába ${colleagueRoleText[i.roles]}.`,
      'A linken megadod a jelszavadat, és már be is léphetsz. Ha ezzel az emailcímmel már van fiókod, jelentkezz be vele, és a linken fogadd el a meghívót.',
      `A meghívó ${i.days} napig érvényes, lejárata: ${formatHuDate(i.expiresAt)} Ha lejárt, kérj újat az iroda adminisztrátorától.`,
    ],
    { label: 'Meghívó elfogadása', url: i.url },
  );
}

/** To someone a firm invites as its customer: the code joins them at once (decision 0070). */
export function customerInvitationMail(firmName: string, code: string, registerUrl: string, days: number): MailContent {
  return compose(
    'Meghívó ügyfélként',
    'Ügyfelünk',
    [
      `A(z) ${firmName} meghívott a Virtuális Iroda ügyfélportáljára.`,
      `Ha még nincs fiókod, regisztrálj ügyfélként, jelöld be a „Már van ügyvédem a rendszerben” lehetőséget, és add meg ezt a meghívókódot: ${code}`,
      'Ha már van fiókod ezzel az emailcímmel, jelentkezz be: a meghívót ott fogadhatod el.',
      `A meghívó ${days} napig érvényes.`,
    ],
    { label: 'Regisztráció', url: registerUrl },
  );
}

/** `left`: the working days really left (issue 38.9), not the lead time whose reminder this is. */
export function deadlineReminderMail(name: string, deadline: { title: string; matter: string; dueText: string; workingDaysLeft: number; explanation: string }, url: string): MailContent {
  return compose(
    `Határidő-emlékeztető: ${deadline.title} (${deadline.dueText})`,
    name,
    [
      `${withHuArticle(deadline.matter, { capital: true })} ügy határideje ${timeLeftText(deadline.workingDaysLeft)} lejár (${deadline.dueText}): ${deadline.title}.`,
      `A határidő utolsó napja: ${deadline.dueText}.`,
      ...(deadline.explanation ? [`Számítás: ${deadline.explanation}`] : []),
    ],
    { label: 'Az ügy megnyitása', url },
  );
}

/** Fizetési emlékeztető (decisions 0167, 0211): sent to the invoice's customer, signed by the firm. */
/** A payment reminder; the issuer (`firm`, `address`, `taxNumber`, `bankAccount`) is the seller printed on the invoice. */
export function paymentReminderMail(
  customerName: string,
  r: { firm: string; taxNumber: string | null; address: string | null; number: string; issueText: string; dueText: string; openText: string; bankAccount: string | null },
): MailContent {
  const issuer = [r.firm, r.address, r.taxNumber ? `adószám: ${r.taxNumber}` : null].filter(Boolean).join(', ');
  return compose(
    `Fizetési emlékeztető – ${r.number} számla`,
    customerName,
    [
      `Nyilvántartásunk szerint a(z) ${r.firm} által ${r.issueText} napon kiállított ${r.number} sorszámú számla ${r.dueText} fizetési határidővel még nincs teljes egészében kiegyenlítve.`,
      `Fennálló tartozás: ${r.openText}.`,
      r.bankAccount ? `Kérjük, az összeget a ${r.bankAccount} számú bankszámlánkra utalja, a közleményben a számla sorszámával.` : 'Kérjük, az összeget a számlán megadott módon egyenlítse ki.',
      `A számla kiállítója: ${issuer}.`,
      'Ha a számlát időközben kiegyenlítette, levelünket tekintse tárgytalannak.',
    ],
    undefined,
    r.firm || APP_NAME,
  );
}

export function deadlineDigestMail(name: string, dayText: string, sections: Array<{ heading: string; lines: string[] }>, url: string): MailContent {
  const paragraphs = sections.flatMap((s) => [`${s.heading}:`, ...(s.lines.length ? s.lines.map((l) => `– ${l}`) : ['– nincs'])]);
  return compose(`Napi határidő-összesítő – ${dayText}`, name, paragraphs, { label: 'A Határidőnapló megnyitása', url });
}

export function deadlineMissedMail(name: string, deadline: { title: string; matter: string; dueText: string }, url: string): MailContent {
  return compose(
    `Elmulasztott határidő: ${deadline.title}`,
    name,
    [
      `A(z) ${deadline.matter} ügy határideje ${deadline.dueText} napon lejárt, és nem jelölték teljesítettnek: ${deadline.title}.`,
      'A rendszer elmulasztottnak jelölte. Ha a határidőt megtartották, jelöld teljesítettnek az ügy oldalán.',
    ],
    { label: 'Az ügy megnyitása', url },
  );
}

const ALERT_SEVERITY_HU = { info: 'tájékoztató', warning: 'figyelmeztetés', critical: 'kritikus' } as const;

/**
 * A new AI alert, to an address among its rule's notification targets (decision 0254): once per
 * alert. `firm` null: a platform rule's alert (to the platform's operators).
 */
export function aiAlertMail(alert: { title: string; message: string; severity: keyof typeof ALERT_SEVERITY_HU; ruleName: string; firm: string | null; createdText: string }, url: string): MailContent {
  const where = alert.firm ? `A(z) ${alert.firm} iroda AI-használatában` : 'A platform AI-használatában';
  return compose(
    `AI-riasztás: ${alert.title}`,
    'Címzett',
    [
      `${where} új riasztás keletkezett (${ALERT_SEVERITY_HU[alert.severity]}, ${alert.createdText}).`,
      alert.message,
      `Ezt a levelet azért kapod, mert a címed a(z) „${alert.ruleName}” riasztási szabály értesítendő címei között szerepel. Riasztásonként egy levelet küldünk; a riasztást az AI-modulok oldalán veheted tudomásul és zárhatod le.`,
    ],
    { label: 'A riasztások megnyitása', url },
  );
}

/**
 * A customer's booking confirmed (decision 0359): when, what kind, with whom – no matter content
 * (lawyer's secret). The invitation (.ics) goes with it as the calendar part over SMTP.
 */
export function bookingConfirmationMail(name: string, booking: { firm: string; whenText: string; typeName: string; lawyer: string; place: string; notice: string }, url: string): MailContent {
  return compose(
    `Időpontfoglalás visszaigazolása – ${booking.whenText}`,
    name,
    [
      `Időpontod rögzítettük: ${booking.whenText} (budapesti idő szerint), ${booking.typeName}, ${booking.lawyer}.`,
      `Helyszín: ${booking.place}.`,
      `Lemondani vagy áthelyezni ${booking.notice} teheted meg az ügyfélportálon. A csatolt naptármeghívóval az időpont a naptáradba kerül.`,
    ],
    { label: 'Foglalásaim megnyitása', url },
    booking.firm || APP_NAME,
  );
}

type BookingMailFacts = { firm: string; whenText: string; typeName: string; lawyer: string; place: string; notice: string };

/** The appointment moved to another time (decision 0420): the updated invitation (same UID, SEQUENCE + 1) goes with it. */
export function bookingRescheduledMail(name: string, booking: BookingMailFacts & { previousWhenText: string }, url: string): MailContent {
  return compose(
    `Időpontod módosult – ${booking.whenText}`,
    name,
    [
      `Az időpontod új ideje: ${booking.whenText} (budapesti idő szerint), ${booking.typeName}, ${booking.lawyer}. A korábbi időpont (${booking.previousWhenText}) már nem érvényes.`,
      `Helyszín: ${booking.place}.`,
      `Lemondani vagy áthelyezni ${booking.notice} teheted meg az ügyfélportálon. A csatolt naptármeghívó a naptáradban lévő eseményt frissíti.`,
    ],
    { label: 'Foglalásaim megnyitása', url },
    booking.firm || APP_NAME,
  );
}

/** The appointment was cancelled, by the customer or the firm (with the firm's reason); the cancelling invitation (METHOD:CANCEL) goes with it. */
export function bookingCancelledMail(name: string, booking: Omit<BookingMailFacts, 'notice' | 'place'> & { byFirm: boolean; reason: string | null }, url: string): MailContent {
  return compose(
    `Időpont lemondva – ${booking.whenText}`,
    name,
    [
      `${booking.byFirm ? 'Az iroda lemondta' : 'Lemondtad'} ezt az időpontot: ${booking.whenText} (budapesti idő szerint), ${booking.typeName}, ${booking.lawyer}.`,
      ...(booking.reason ? [`Indoklás: ${booking.reason}`] : []),
      'A csatolt naptárüzenet az eseményt a naptáradból is törli. Új időpontot az ügyfélportálon foglalhatsz.',
    ],
    { label: 'Új időpont foglalása', url },
    booking.firm || APP_NAME,
  );
}

/**
 * The lawyer told that a customer moved or cancelled one of their appointments (decision 0367): when,
 * what kind and whose – the client's name only, no matter content – with the updated or cancelling
 * invitation as the calendar part (same UID, SEQUENCE + 1), so the lawyer's calendar follows too.
 */
export function bookingChangedForLawyerMail(
  name: string,
  booking: { firm: string; whenText: string; typeName: string; client: string; customer: string } & ({ kind: 'rescheduled'; previousWhenText: string } | { kind: 'cancelled'; reason: string | null }),
  url: string,
): MailContent {
  const who = booking.customer === booking.client ? booking.client : `${booking.customer} (${booking.client})`;
  return booking.kind === 'rescheduled'
    ? compose(
        `Ügyfél áthelyezte az időpontot – ${booking.whenText}`,
        name,
        [
          `${who} áthelyezte az időpontját: az új idő ${booking.whenText} (budapesti idő szerint), ${booking.typeName}. A korábbi időpont (${booking.previousWhenText}) felszabadult.`,
          'A csatolt naptármeghívó a naptáradban lévő eseményt frissíti.',
        ],
        { label: 'A naptáram megnyitása', url },
        booking.firm || APP_NAME,
      )
    : compose(
        `Ügyfél lemondta az időpontot – ${booking.whenText}`,
        name,
        [
          `${who} lemondta ezt az időpontot: ${booking.whenText} (budapesti idő szerint), ${booking.typeName}. Az idősáv újra foglalható.`,
          ...(booking.reason ? [`Az ügyfél indoklása: ${booking.reason}`] : []),
          'A csatolt naptárüzenet az eseményt a naptáradból is törli.',
        ],
        { label: 'A naptáram megnyitása', url },
        booking.firm || APP_NAME,
      );
}

/** The reminder a day before the appointment (decision 0420), sent once per booking and time. */
export function bookingReminderMail(name: string, booking: BookingMailFacts, url: string): MailContent {
  return compose(
    `Emlékeztető: holnap időpontod van – ${booking.whenText}`,
    name,
    [
      `Emlékeztetünk, hogy időpontod van: ${booking.whenText} (budapesti idő szerint), ${booking.typeName}, ${booking.lawyer}.`,
      `Helyszín: ${booking.place}.`,
      'Ha mégsem tudsz részt venni, kérjük, jelezd az irodának az ügyfélportálon.',
    ],
    { label: 'Foglalásaim megnyitása', url },
    booking.firm || APP_NAME,
  );
}

/**
 * Unread portal messages (decision 0365): one e-mail for all that came while the recipient was
 * away – how many and from whom, never the subject, the text or the matter (lawyer's secret).
 */
export function messageNoticeMail(name: string, notice: { messages: number; threads: number; firm: string; fromFirm: boolean }, url: string): MailContent {
  const from = notice.fromFirm ? `az irodától${notice.firm ? ` (${notice.firm})` : ''}` : 'ügyfeleidtől';
  const where = notice.threads > 1 ? `${notice.threads} üzenetváltásban` : 'egy üzenetváltásban';
  return compose(
    notice.messages > 1 ? `${notice.messages} olvasatlan üzeneted érkezett` : 'Olvasatlan üzeneted érkezett',
    name,
    [`${notice.messages} új üzeneted érkezett ${from} ${where}, amelyet még nem olvastál el.`, 'Az üzenetek tartalmát biztonsági okból csak a bejelentkezés után, a Virtuális Irodában láthatod.'],
    { label: 'Üzenetek megnyitása', url },
    notice.fromFirm && notice.firm ? notice.firm : APP_NAME,
  );
}
