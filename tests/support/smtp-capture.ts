import type net from "node:net";
import { SMTPServer } from "smtp-server";

export interface SmtpCapture {
  url: string;
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 that hands every message it receives to `onMessage`. */
export async function startSmtpCapture(onMessage: (raw: Buffer) => void): Promise<SmtpCapture> {
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        onMessage(Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once("error", reject);
    smtp.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = smtp.server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
