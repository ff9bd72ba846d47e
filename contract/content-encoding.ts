// An upload's body is taken as it is sent: a compressed one (Content-Encoding other than identity)
// is refused with 1104 on both sides, before it is read. No browser compresses a request body, and
// decoding one would let a small body grow past the size limit (docs/security.md#files).

/** Whether a Content-Encoding header leaves the body as it is: absent, empty, or `identity`. */
export function isIdentityEncoding(header: string | null | undefined): boolean {
  const encoding = header?.trim().toLowerCase();
  return !encoding || encoding === 'identity';
}
