/** A token lives this many days unless its creator says otherwise (api-token:create --days). */
export const API_TOKEN_DEFAULT_DAYS = 90;
/** The longest life a token may be given: ten years. */
export const API_TOKEN_MAX_DAYS = 3650;
