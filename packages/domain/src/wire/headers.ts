/** Headers every API request carries (spec section 7). */
export const apiHeaders = {
  authorization: 'Authorization',
  tenant: 'Tenant',
  branchs: 'Branchs',
  deviceId: 'Device-Id',
  userName: 'User-Name',
  acceptLanguage: 'Accept-Language',
} as const;

/** A Device-Id is 8 to 128 letters, digits, dots, dashes, colons or underscores. */
export const deviceIdPattern = /^[A-Za-z0-9._:-]{8,128}$/;

/** Splits a Branchs header ("CN01,CN02") into trimmed, non-empty, unique codes. */
export const parseBranchs = (header: string | undefined | null): string[] =>
  header
    ? [
        ...new Set(
          header
            .split(',')
            .map((code) => code.trim())
            .filter(Boolean),
        ),
      ]
    : [];
