import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";

// What an authenticator app would show for a key, as an admin types it from Settings: the
// Base32 key of the otpauth:// address, decoded to the secret's bytes.

export async function totpFor(base32Key: string): Promise<string> {
  const bytes = base32.decode(base32Key.replace(/\s+/g, "").toUpperCase());
  return createOTP(bytes, { digits: 6, period: 30 }).totp();
}
