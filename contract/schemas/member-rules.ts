// The rules of registration, the member centre, supplier admission and uploads that both sides of
// the wire know: the platform enforces them and answers the code named beside each; the portal
// shows them while the user types (docs/decisions/011-members-and-admission.md). No zod here, so
// the browser bundle may import this file on its own.

/** A password: 8 to 32 characters (code points), with at least one letter and one digit; else 25014. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 32;
export type PasswordProblem = 'length' | 'letter' | 'digit';

/** What a password lacks, in the order to say it; [] when it is strong enough. */
export function passwordProblems(password: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  const length = [...password].length;
  if (length < PASSWORD_MIN || length > PASSWORD_MAX) problems.push('length');
  if (!/[A-Za-z]/.test(password)) problems.push('letter');
  if (!/[0-9]/.test(password)) problems.push('digit');
  return problems;
}

/** A mainland mobile number, 11 digits (1102 otherwise). */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
/** An account name (the login): a letter, then letters, digits or '_', 4 to 32 in all (1102 otherwise; taken: 25013). */
export const ACCOUNT_PATTERN = /^[A-Za-z][A-Za-z0-9_]{3,31}$/;
export const COMPANY_NAME_MAX = 60;

/** The roles a member chooses, at registration or later: supplier or buyer (their numbers on the wire: vocabulary.ts MEMBER_ROLE). */
export const ROLE_CHOICES = ['supplier', 'buyer'] as const;
export type RoleChoice = (typeof ROLE_CHOICES)[number];

// ── SMS codes ──
export const SMS_PURPOSES = ['register', 'changePhone'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];
export const SMS_CODE_LENGTH = 6;
/** A code is good for 5 minutes (then 1201). */
export const SMS_CODE_TTL_MS = 5 * 60_000;
/** One code per phone a minute (1204 before). */
export const SMS_RESEND_MS = 60_000;
/** At most 10 codes an hour from one client address (1205 beyond). */
export const SMS_HOURLY_PER_IP = 10;
/** Wrong codes tried against one code before it is spent (then 1201). */
export const SMS_MAX_ATTEMPTS = 5;

// ── Failed logins (docs/security.md#login-throttling) ──
// The portal's throttle and the platform's own limit keep the same numbers; either answers a locked
// attempt (the right password too) as 1206 / HTTP 429.
/** Failed logins for one account (whether it exists or not) within the window; then locked. */
export const LOGIN_ACCOUNT_FAILURES = 5;
/** Failed logins from one client address within the window; then locked. */
export const LOGIN_ADDRESS_FAILURES = 100;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;

// ── Idempotent creates ──
/**
 * Every create (registration, SMS code, role choice, password and phone change, application,
 * upload) takes a key, in the body's idempotencyKey or this header: the same key from the same
 * member (for a registration: for the same phone) answers what the first request did and creates
 * nothing more. A form keeps one key until it succeeds. A refused request is not remembered.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

// ── Uploads ──
/** The multipart part that holds the file. */
export const UPLOAD_FIELD = 'file';
/** 10 MB (1108 beyond). */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** 'image': a logo or shop picture (JPG, PNG), public; 'document': a qualification (PDF, JPG, PNG), private. */
export const UPLOAD_PURPOSES = ['image', 'document'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];
/** The types each purpose takes, told by the file's content, not its name (1107 otherwise). */
export const UPLOAD_TYPES: Record<UploadPurpose, readonly string[]> = {
  image: ['image/jpeg', 'image/png'],
  document: ['application/pdf', 'image/jpeg', 'image/png'],
};
/**
 * What an uploaded picture (of either purpose) may cost the browser that shows it, read from its
 * header before it is kept: a page decodes every pixel of every frame, 4 bytes each, whatever the
 * file's size (a 30,000 × 30,000 PNG is 0.1 to 1 MB on the wire and 3.6 GB decoded). At most
 * 10,000 px a side, 40 megapixels (160 MB decoded) and 100 frames (1111 beyond); a header that
 * cannot be read whole is 1112 (docs/security.md#files).
 */
export const IMAGE_MAX_SIDE = 10_000;
export const IMAGE_MAX_PIXELS = 40_000_000;
export const IMAGE_MAX_FRAMES = 100;

// ── Company profile ──
export const DESCRIBE_MAX = 2000;
export const MAIN_CATEGORIES_MAX = 10;
/** A buyer's shop pictures: company pictures (the shop home shows 4), honours, album. */
export const COMPANY_PICS_MAX = 8;
export const HONOR_PICS_MAX = 12;
export const ALBUM_PICS_MAX = 30;

// ── Supplier admission ──
/**
 * An admitted supplier's lifecycle stage with a buyer, which the buyer sets. Lifecycle rule 1 (the
 * quote and register check) lets 'qualified' and 'preferred' act, not 'suspended' or 'eliminated':
 * answers carry it as stageAllows.
 */
export const LIFECYCLE_STAGES = ['qualified', 'preferred', 'suspended', 'eliminated'] as const;
export type LifecycleStage = (typeof LIFECYCLE_STAGES)[number];
export const APPLICATION_CATEGORIES_MAX = 20;
export const APPLICATION_DOCUMENTS_MAX = 10;
/** A rejection needs a reason (25071), at most this long. */
export const REASON_MAX = 500;

// ── Capital account ──
export const CAPITAL_MOVEMENT_KINDS = ['deposit', 'withdrawal', 'freeze', 'unfreeze', 'payment', 'refund', 'income'] as const;
export type CapitalMovementKind = (typeof CAPITAL_MOVEMENT_KINDS)[number];
