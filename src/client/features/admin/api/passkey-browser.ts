import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';

/*
 * The browser's side of passkeys, through @simplewebauthn/browser, imported only when a passkey
 * is used or made: the screens that never touch one do not load it.
 */

/** Why a passkey did not answer, in words: the browser's own errors are for developers. */
export class PasskeyNotUsed extends Error {
  override name = 'PasskeyNotUsed';
}

/** The browser's error name, or its cause's (@simplewebauthn wraps them), and its code. */
function reasonOf(error: unknown): { names: string[]; code?: string } {
  if (!(error instanceof Error)) return { names: [] };
  const cause = error.cause instanceof Error ? error.cause.name : '';
  return { names: [error.name, cause], code: (error as { code?: string }).code };
}

function explained(error: unknown, making: boolean): Error {
  const { names, code } = reasonOf(error);
  if (names.includes('NotAllowedError')) {
    return new PasskeyNotUsed(
      making
        ? 'No passkey was made: the request was cancelled or timed out. Please try again.'
        : 'The passkey was not used: the request was cancelled or timed out. Please try again.',
    );
  }
  if (names.includes('InvalidStateError') || code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') {
    return new PasskeyNotUsed('This device already holds a passkey for your account.');
  }
  return new PasskeyNotUsed(
    error instanceof Error && error.message
      ? error.message
      : 'This browser could not use a passkey here.',
  );
}

/** Signs the server's challenge with one of the member's passkeys. */
export async function answerWithPasskey(options: Record<string, unknown>) {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  try {
    // The server made these with @simplewebauthn/server: the shape the browser side expects.
    const optionsJSON = options as unknown as PublicKeyCredentialRequestOptionsJSON;
    return await startAuthentication({ optionsJSON });
  } catch (error) {
    throw explained(error, false);
  }
}

/** Makes a new passkey on this device (or a security key) for the server's options. */
export async function makePasskey(options: Record<string, unknown>) {
  const { startRegistration } = await import('@simplewebauthn/browser');
  try {
    const optionsJSON = options as unknown as PublicKeyCredentialCreationOptionsJSON;
    return await startRegistration({ optionsJSON });
  } catch (error) {
    throw explained(error, true);
  }
}
