import nodemailer from 'nodemailer';

export interface MailTransport {
  /** 'mailbox' keeps mail in the database only (embedded/dev); 'smtp' really sends it. */
  readonly kind: 'smtp' | 'mailbox';
  send(mail: { to: string; subject: string; text: string; html: string }): Promise<void>;
  close(): void;
}

export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(mail) {
      await transporter.sendMail({ from, ...mail });
    },
    close: () => transporter.close(),
  };
}

/** Embedded mode: the outbox row itself is the delivered mail, read through the dev mailbox. */
export const mailboxTransport: MailTransport = {
  kind: 'mailbox',
  async send() {},
  close() {},
};
