import { useCallback, useEffect, useState } from "react";
import type { z } from "zod";
import { fieldErrors } from "#app/domain/fields.ts";

/**
 * Field errors of a form: set from a check (in the browser or the server's answer), and each
 * cleared as soon as its field is edited (spec section 5).
 */
export function useFieldErrors<F extends string>(fromServer: Partial<Record<F, string>> | undefined) {
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  useEffect(() => {
    if (fromServer) setErrors(fromServer);
  }, [fromServer]);
  const clear = useCallback((event: React.FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name as F;
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }, []);
  /** Checks the values with `schema`; shows the errors and returns false when any. */
  const check = useCallback(<T>(schema: z.ZodType<T>, values: unknown): T | null => {
    const parsed = schema.safeParse(values);
    if (parsed.success) return parsed.data;
    setErrors(fieldErrors(parsed.error) as Partial<Record<F, string>>);
    return null;
  }, []);
  return { errors, clear, check };
}
