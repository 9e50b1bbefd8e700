/** One SMS to hand to a gateway. */
export type SmsMessage = { tenantId: string; phone: string; message: string };

/**
 * What a gateway reports: 'sent' when it accepted the message, 'demo' when it only logged it. A gateway throws
 * when it could not deliver, so the job that called it is retried.
 */
export type SmsSendResult = { status: 'sent' | 'demo' };

/** An SMS provider. */
export type SmsGateway = { send: (message: SmsMessage) => Promise<SmsSendResult> };

/** The gateway used while no SMS provider is configured: writes the message to the server log only. */
export const demoSmsGateway = (log: (message: SmsMessage) => void): SmsGateway => ({
  send: async (message) => {
    log(message);
    return { status: 'demo' };
  },
});
