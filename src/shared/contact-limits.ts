/**
 * The contact form's longest values, in characters: ContactMessageSchema refuses longer ones and
 * the form's inputs stop there. Apart from contact.ts because the form reads them with the page,
 * while the schema (and zod with it) loads only once the visitor starts typing.
 */
export const contactMaxLength = {
  firstName: 100,
  lastName: 100,
  subject: 200,
  message: 5_000,
  /** The field people never see. */
  website: 500,
} as const;
