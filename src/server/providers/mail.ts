import nodemailer from "nodemailer";

export interface OutgoingMail {
  to: string;
  from: string;
  /** The display name is quoted by the mailer: a ":" or "," in it cannot turn it into a group or list. */
  replyTo: { name: string; address: string };
  subject: string;
  text: string;
}

/** Sends mail to the outside world. Without one, contact messages stay in the database outbox. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export function createSmtpMailer(smtpUrl: string): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(mail) {
      await transport.sendMail(mail);
    },
    close: () => transport.close(),
  };
}
