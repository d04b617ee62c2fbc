/** Reads a JWT's payload without verifying it: the browser only needs `exp` to decide on refresh. */
export function hasJwtShape(token: string): boolean {
  return token.split('.').length === 3;
}

export function jwtExpiry(token: string): number | null {
  if (!hasJwtShape(token)) return null;
  try {
    const payload = token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/');
    const json = JSON.parse(atob(payload.padEnd(payload.length + ((4 - (payload.length % 4)) % 4), '=')));
    return typeof json.exp === 'number' ? json.exp : null;
  } catch {
    return null;
  }
}

/** `exp` is in seconds (spec §9). */
export function isJwtExpired(token: string, nowMs = Date.now()): boolean {
  const exp = jwtExpiry(token);
  return exp === null || exp * 1000 <= nowMs;
}
