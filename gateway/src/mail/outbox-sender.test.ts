import nodemailer, { type SendMailOptions } from 'nodemailer';
import { captureLogs } from '../api/test-support/test-api';
import { openTestDatabase, type TestDatabase } from '../api/test-support/test-database';
import { createOutboxSender, retryDelaySeconds } from './outbox-sender';

const MAIL = { to: 'sam@example.com', subject: 'Your gift card', text: 'Your gift card code: ABCD-EFGH-JKLM-NPQR' };

describe('email outbox sender', () => {
  let t: TestDatabase;
  beforeEach(async () => {
    t = await openTestDatabase('pglite');
  });
  afterEach(() => t?.dispose());

  it('when SMTP fails, then the mail stays, the error is kept, and the next round delivers it; the delivered body is not kept', async () => {
    await t.db.enqueueMail(MAIL);
    const delivered: Array<{ envelope: unknown; message: string }> = [];
    const json = nodemailer.createTransport({ jsonTransport: true });
    let down = true;
    const transport = {
      sendMail: async (message: SendMailOptions) => {
        if (down) throw new Error('connect ECONNREFUSED 127.0.0.1:25');
        const info = await json.sendMail(message);
        delivered.push({ envelope: info.envelope, message: String(info.message) });
        return info;
      },
    };
    const { logger, logs } = captureLogs();
    const sender = createOutboxSender({ db: t.db, logger, transport, retryDelay: () => 0 });

    expect(await sender.deliverDue()).toEqual({ sent: 0, failed: 1 });
    expect(await t.db.listOutbox()).toEqual([expect.objectContaining({ status: 'pending', attempts: 1 })]);
    expect(logs.text()).toContain('will retry');
    expect(logs.text()).not.toContain('ABCD-EFGH');

    down = false;
    expect(await sender.deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect(delivered).toHaveLength(1);
    expect(delivered[0]?.envelope).toMatchObject({ to: ['sam@example.com'] });
    expect(delivered[0]?.message).toContain('ABCD-EFGH-JKLM-NPQR');
    expect(await t.db.listOutbox()).toEqual([expect.objectContaining({ status: 'sent', text: '' })]);
    expect(await sender.deliverDue()).toEqual({ sent: 0, failed: 0 });
  });

  it('when no SMTP server is configured, then mail stays in the outbox and is logged without its body', async () => {
    await t.db.enqueueMail(MAIL);
    const { logger, logs } = captureLogs();
    await createOutboxSender({ db: t.db, logger, transport: null }).deliverDue();
    expect(await t.db.listOutbox()).toEqual([expect.objectContaining({ status: 'pending', text: MAIL.text })]);
    expect(logs.text()).toContain('mail kept in the outbox');
    expect(logs.text()).not.toContain('ABCD-EFGH');
  });

  it('when retries pile up, then they back off to at most six hours', () => {
    expect([1, 2, 3].map(retryDelaySeconds)).toEqual([60, 120, 240]);
    expect(retryDelaySeconds(30)).toBe(6 * 3600);
  });
});
