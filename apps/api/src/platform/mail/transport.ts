import type { Transporter } from 'nodemailer';

export interface MailTransport {
  /** 'mailbox' keeps mail in the database only (embedded/dev); 'smtp' really sends it. */
  readonly kind: 'smtp' | 'mailbox';
  send(mail: { to: string; subject: string; text: string; html: string }): Promise<void>;
  close(): void;
}

export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  // nodemailer is loaded on the first mail, so processes that never send start faster.
  let transporter: Promise<Transporter> | undefined;
  const connect = () =>
    (transporter ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl)));
  return {
    kind: 'smtp',
    async send(mail) {
      await (await connect()).sendMail({ from, ...mail });
    },
    close: () => void transporter?.then((t) => t.close()),
  };
}

/** Embedded mode: the outbox row itself is the delivered mail, read through the dev mailbox. */
export const mailboxTransport: MailTransport = {
  kind: 'mailbox',
  async send() {},
  close() {},
};
