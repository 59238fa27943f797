/**
 * The stable `code` of every error answer, beside its English `message`: a
 * screen, a translation or a machine client tells one refusal from another
 * by it, never by the status or the words. A new refusal a caller could act
 * on differently gets a code of its own here, thrown as
 * `new HttpError(status, 'its_code', message)`. Codes are only ever added: a
 * caller may already branch on any of them.
 */
export const errorCodes = [
  // The request itself.
  /** A schema refused the input; the body names the first `field` refused. */
  'validation_failed',
  /** The body is not JSON, nests too deeply or carries a forbidden key. */
  'invalid_json',
  'unsupported_content_type',
  'body_too_large',
  'content_length_mismatch',
  /** Any other request the server could not read. */
  'invalid_request',
  /** A path that cannot be decoded, or a path parameter too long to name anything. */
  'invalid_url',
  /** No such route, or a path parameter that names nothing. */
  'not_found',
  /** A write sent from a page of another site. */
  'origin_refused',
  'invalid_cursor',
  /** Asked too often: Retry-After says when to ask again. */
  'rate_limited',

  // The server.
  'internal_error',
  /** The database is out of reach: Retry-After says when to try again. */
  'database_unavailable',
  'shutting_down',
  'web_app_not_built',
  'geocoder_unavailable',

  // Who is asking.
  'sign_in_required',
  'email_not_verified',
  'operators_only',
  /** An operator whose role does not allow the action (issue 30). */
  'role_not_allowed',
  /** An operator with no second factor, or whose session has not passed it (issue 30). */
  'two_factor_required',
  /** A sensitive console action asks for a fresh second-factor code first. */
  'two_factor_step_up_required',
  /** Five wrong codes in a row: the second step is locked; Retry-After says for how long. */
  'two_factor_locked',
  'invalid_code',
  'invalid_backup_code',
  'totp_already_enabled',
  'totp_not_enabled',
  /** The sign-in waiting for its second step has expired or was used: sign in again. */
  'invalid_two_factor_cookie',
  /** Five wrong codes for one sign-in: sign in again. */
  'too_many_attempts_request_new_code',
  /** An admin reset a second factor the operator has not set up. */
  'two_factor_not_enrolled',
  /** No operator has this id (the Team screen). */
  'operator_not_found',
  /** An admin disabling or changing the role of their own account (409). */
  'own_account',
  /** Disabling an account already disabled, or enabling one that is not (409). */
  'operator_status_unchanged',
  'operator_has_no_partner',
  'invalid_email_or_password',
  'user_already_exists',
  'user_already_exists_use_another_email',
  'password_too_short',
  'password_too_long',
  'password_too_common',
  /** A password reset or verification link that is wrong or has expired. */
  'invalid_token',
  /** A callbackURL or redirectTo that leads off the portal. */
  'foreign_redirect',
  /** Any other refusal of the identity API (better-auth's own). */
  'auth_refused',

  // Machine clients of the integration API (/api/v1/).
  /** A call to /api/v1/ without an API key (a session cookie does not count). */
  'api_key_required',
  /** An API key that is unknown, malformed or revoked. */
  'api_key_invalid',
  /** The API key lacks the scope the route needs. */
  'api_scope_missing',
  /** An API key sent to an endpoint of the browser's API. */
  'api_key_not_accepted',
  'api_key_not_found',
  /** A write to /api/v1/ names a partner the portal does not have (422: the request is well formed). */
  'partner_unknown',
  /** A booking names a record by an external id no PUT /api/v1/records/ has sent (422). */
  'booking_record_unknown',
  /** A booking's external id is already another partner's: bookings do not move (409). */
  'booking_partner_changed',

  // Webhook endpoints.
  'webhook_not_found',
  'webhook_delivery_not_found',
  /** A webhook URL whose host is, or resolves to, a private, loopback or link-local address. */
  'webhook_url_not_public',
  /** A webhook URL whose host name resolves to no address. */
  'webhook_url_unresolvable',
  /** A delivery sent again to an endpoint that is paused or disabled. */
  'webhook_endpoint_inactive',

  // Partners and their documents.
  /** No such partner, or one the caller may not see: the two are not told apart. */
  'partner_not_found',
  'partner_id_required',
  'aadhaar_retype_required',
  'document_type_unknown',
  'document_not_found',
  'upload_arguments_required',
  'file_too_large',
  'file_empty',
  'file_type_not_allowed',
  'one_file_per_upload',
  'upload_incomplete',
  'upload_not_found',
  'upload_body_not_allowed',
  'upload_concatenation_not_offered',
  'upload_length_required',
  'upload_metadata_invalid',
  /** An upload's offset is not the server's: ask it (HEAD) and go on from there. */
  'upload_offset_conflict',
  /** Another request is working on the upload: try again shortly. */
  'upload_busy',
  'nothing_staged',
  /** A submission refused for its documents (`documents` names each and why): nothing of it was saved. */
  'documents_refused',
  'aadhaar_qr_unreadable',
  'aadhaar_qr_signature_invalid',

  // Operators' review and bookings.
  /** The stage asked for cannot follow the partner's current one. */
  'stage_out_of_order',
  /** Approving over open problems needs a reason. */
  'reason_required',
  /** Another operator decided the stage meanwhile: the message says what and who (issue 30). */
  'decision_already_taken',
  /** The final approval asked of the operator who approved company verification: the message names who else may. */
  'four_eyes_required',
  'booking_not_found',
  'booking_record_not_found',
  'booking_record_missing',
  'booking_already_cancelled',
  /** A case assigned to someone who is not an operator allowed to review partners (422). */
  'assignee_not_operator',
  /** Claiming a partner a colleague holds: assign it instead, to take it over (409). */
  'partner_already_assigned',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

const known: ReadonlySet<string> = new Set(errorCodes);

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && known.has(value);
}

/** better-auth's code (`USER_ALREADY_EXISTS`) as one of ours; one we do not list is `auth_refused`. */
export function errorCodeOfAuth(betterAuthCode: unknown): ErrorCode {
  const code = typeof betterAuthCode === 'string' ? betterAuthCode.toLowerCase() : '';
  return isErrorCode(code) ? code : 'auth_refused';
}
