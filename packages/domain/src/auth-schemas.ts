/** Signup and login forms (spec section 5). Passwords are never trimmed. */
import { z } from 'zod';
import { messages } from './messages';
import { email, newPassword } from './schema-fields';

const v = messages.validation;

export const signupSchema = z
  .object({
    email,
    password: newPassword,
    confirmPassword: z
      .string({ error: v.required.confirmPassword })
      .min(1, v.required.confirmPassword),
  })
  .refine((form) => form.password === form.confirmPassword, {
    error: v.passwordMismatch,
    path: ['confirmPassword'],
    // Say so even while another field is wrong, as soon as a confirmation was typed.
    when: ({ value }) => {
      if (typeof value !== 'object' || value === null) return false;
      const form = value as { password?: unknown; confirmPassword?: unknown };
      return (
        typeof form.password === 'string' &&
        typeof form.confirmPassword === 'string' &&
        form.confirmPassword !== ''
      );
    },
  });
