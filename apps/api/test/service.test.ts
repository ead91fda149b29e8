import { captchaBodyOf, type CaptchaPass } from '@mall/contract/auth';
import {
  opsServicePaths,
  type OpsFeedbackRow,
  type OpsFeedbackThread,
  type OpsInquiryDetail,
} from '@mall/contract/ops';
import { servicePaths, type FeedbackView } from '@mall/contract/service';
import { sql } from 'drizzle-orm';
import { uploadPaths } from '@mall/contract/uploads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/database';
import { opsRolePermissions, opsRoles, staffRoles } from '../src/db/schema';
import { buildOpsRoles } from '../src/seed/people';
import { staffUidOffset } from '../src/services/staff';
import { INQUIRIES_PER_HOUR } from '../src/services/service';
import { captchaPass } from './captchaFixture';
import { auth, checkoutEnv, insertCheckoutFixture, newKey, placeOrder, sessions } from './checkoutFixture';
import { engines, startTestApp } from './harness';

const service = servicePaths('mall');
/** The console's shopper service (issue #29): staff answer feedback and follow up inquiries there. */
const desk = opsServicePaths('mall');
const uploads = uploadPaths('mall');
/** A 1×1 PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==',
  'base64',
);

describe.each(engines())('feedback and enterprise inquiries on %s (issue #14 items 4 and 5)', (engine) => {
  let s: Awaited<ReturnType<typeof startTestApp>>;
  const now = new Date('2026-11-20T02:30:00.000Z');
  let wang = '';
  let li = '';
  let staffToken = '';
  /** Fixture staff 1 (JY80001) is a 客服 (service.reply), staff 2 (JY80003) a 运营 (no service.reply). */
  let operations = '';
  let wangOrder = '';
  let liOrder = '';

  beforeAll(async () => {
    s = await startTestApp(engine, checkoutEnv, { clock: () => now });
    await insertCheckoutFixture(s.database.db);
    [wang = '', li = '', staffToken = '', operations = ''] = await sessions(s, [
      1,
      2,
      staffUidOffset + 1,
      staffUidOffset + 2,
    ]);
    const { roles, grants } = buildOpsRoles();
    await s.database.db.insert(opsRoles).values(roles);
    await s.database.db.insert(opsRolePermissions).values(grants);
    await s.database.db.insert(staffRoles).values([
      { staffId: 1, role: 'service' },
      { staffId: 2, role: 'operations' },
    ]);
    const ring = [{ goodID: 8, attribute: '', buyNum: 1 }];
    wangOrder = await placeOrder(s, wang, 1, ring);
    liOrder = await placeOrder(s, li, 2, ring);
  }, 60_000);
  afterAll(async () => s?.close());

  const photo = async (token: string | null, purpose = 'feedback', ip = '203.0.113.7') => {
    const response = await s.app.inject({
      method: 'POST',
      url: `${uploads.uploadImage}?purpose=${purpose}`,
      headers: { ...auth(token), 'content-type': 'image/png' },
      payload: png,
      remoteAddress: ip,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.id as string;
  };
  const submit = (token: string | null, payload: object, key: string = newKey()) =>
    s.app.inject({
      method: 'POST',
      url: service.feedbackSubmit,
      headers: { ...auth(token), 'idempotency-key': key },
      payload: { type: 'quality', content: '项链的扣子用了一周就松了，希望能帮忙看看。', contact: 'phone', ...payload },
    });
  const staffGet = (path: string, query: Record<string, string> = {}, token = staffToken) =>
    s.app.inject({ method: 'GET', url: path, query, headers: auth(token) });
  const staffPost = (path: string, payload: object, token = staffToken) =>
    s.app.inject({ method: 'POST', url: path, payload, headers: auth(token) });
  const auditOf = async (targetId: string) =>
    rowsOf<{ action: string; staff_code: string; permission: string }>(
      await s.database.db.execute(
        sql`select action, staff_code, permission from ops_audit where target_id = ${targetId} order by id`,
      ),
    );
  const list = async (token: string): Promise<FeedbackView[]> => {
    const response = await s.app.inject({ method: 'GET', url: service.feedbackList, headers: auth(token) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };

  it('stores a member’s feedback with their order and photos, lists it as 已提交, then shows the operator’s reply', async () => {
    const photos = [await photo(wang), await photo(wang)];
    const sent = await submit(wang, { orderNo: wangOrder, photos });
    expect(sent.statusCode, sent.body).toBe(200);
    const { feedbackNo } = sent.json().data;
    expect(feedbackNo).toMatch(/^FB\d{20}$/);
    const [mine] = await list(wang);
    expect(mine).toMatchObject({ feedbackNo, state: 'submitted', orderNo: wangOrder, type: 'quality', reply: null });
    expect(mine?.photos.map((p) => p.id)).toEqual(photos);
    const image = await s.app.inject({ method: 'GET', url: mine?.photos[0]?.url ?? '' });
    expect(image.statusCode).toBe(200);

    // The 客服 reads it in the console's queue (waiting first) and its thread.
    const queue = await staffGet(desk.feedback, { state: 'waiting' });
    expect(queue.statusCode, queue.body).toBe(200);
    const row = (queue.json().data as OpsFeedbackRow[]).find((item) => item.feedbackNo === feedbackNo);
    expect(row).toMatchObject({ state: 'submitted', memberMobile: '139****0001', orderNo: wangOrder });
    const thread = (await staffGet(desk.feedbackThread, { feedbackNo })).json().data as OpsFeedbackThread;
    expect(thread.messages).toEqual([{ from: 'member', text: mine?.content, at: now.toISOString() }]);
    expect(thread.photos.map((p) => p.id)).toEqual(photos);

    // A 运营 (no service.reply) is refused 403 with the contract's message; nothing changes.
    const reply = (payload: object, token = staffToken) =>
      staffPost(desk.feedbackReply, { feedbackNo, ...payload }, token);
    const refused = await reply({ reply: '您好，请携带商品到就近门店免费维修。' }, operations);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe('没有权限');
    expect((await staffGet(desk.feedback, {}, operations)).statusCode).toBe(403);
    expect((await list(wang))[0]?.state).toBe('submitted');

    expect((await reply({ reply: '  ' })).json()).toEqual({ code: 40031, msg: '请输入回复内容' });
    expect((await reply({ reply: '金'.repeat(1001) })).json()).toEqual({
      code: 40032,
      msg: '回复内容不能超过1000个字',
    });
    const answered = await reply({ reply: '您好，请携带商品到就近门店免费维修。' });
    expect(answered.statusCode, answered.body).toBe(200);
    expect((answered.json().data as OpsFeedbackThread).messages.at(-1)).toEqual({
      from: 'staff',
      text: '您好，请携带商品到就近门店免费维修。',
      at: now.toISOString(),
    });
    // The reply reaches the member's thread (her 意见反馈), and the act is in the audit trail.
    const [replied] = await list(wang);
    expect(replied).toMatchObject({ state: 'replied', reply: '您好，请携带商品到就近门店免费维修。' });
    expect(replied?.repliedAt).toBe(now.toISOString());
    expect(await auditOf(feedbackNo)).toEqual([
      { action: 'feedback.reply', staff_code: 'JY80001', permission: 'service.reply' },
    ]);
    const again = await reply({ reply: '再回复一次' });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('该反馈已回复');
    expect((await staffPost(desk.feedbackReply, { feedbackNo: 'FB0', reply: '您好' })).statusCode).toBe(404);
    expect((await staffGet(desk.feedbackThread, { feedbackNo: 'FB0' })).json()).toEqual({
      code: 40431,
      msg: '反馈不存在',
    });

    const answeredQueue = (await staffGet(desk.feedback, { state: 'answered' })).json().data as OpsFeedbackRow[];
    expect(answeredQueue.every((item) => item.state === 'replied')).toBe(true);
    expect(answeredQueue.some((item) => item.feedbackNo === feedbackNo)).toBe(true);
    const waiting = (await staffGet(desk.feedback, { state: 'waiting' })).json().data as OpsFeedbackRow[];
    expect(waiting.some((item) => item.feedbackNo === feedbackNo)).toBe(false);
  });

  it('answers 404 for another member’s order and links nothing; never shows one member’s feedback to another', async () => {
    const before = (await list(wang)).length;
    const sent = await submit(wang, { orderNo: liOrder });
    expect(sent.statusCode).toBe(404);
    expect(sent.json()).toEqual({ code: 404, msg: '订单不存在' });
    expect((await list(wang)).length).toBe(before);
    expect((await submit(li, { content: '客服回复很及时，点个赞！' })).statusCode).toBe(200);
    expect((await list(li)).every((row) => row.orderNo !== wangOrder)).toBe(true);
    expect((await list(wang)).some((row) => row.content === '客服回复很及时，点个赞！')).toBe(false);
  });

  it('makes one feedback of a double submit under one key', async () => {
    const key = newKey();
    const [a, b] = await Promise.all([submit(li, {}, key), submit(li, {}, key)]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.statusCode, b.body).toBe(200);
    expect(a.json().data.feedbackNo).toBe(b.json().data.feedbackNo);
    const again = await submit(li, {}, key);
    expect(again.json().data.feedbackNo).toBe(a.json().data.feedbackNo);
    expect((await list(li)).filter((row) => row.feedbackNo === a.json().data.feedbackNo)).toHaveLength(1);
  });

  it.each([
    ['nine characters', { content: '项链扣子有点松动了' }, '反馈内容至少10个字'],
    ['501 characters', { content: '金'.repeat(501) }, '反馈内容不能超过500个字'],
    ['four photos', { photos: ['A'.repeat(24), 'B'.repeat(24), 'C'.repeat(24), 'D'.repeat(24)] }, '最多上传3张图片'],
    ['a photo that is not the member’s', { photos: ['E'.repeat(24)] }, '图片无效或已被使用，请重新上传'],
  ])('refuses %s with 400 and its message', async (_name, payload, msg) => {
    const response = await submit(wang, payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ code: 400, msg });
  });

  it('refuses another member’s photo and an unknown type; needs a member, a key', async () => {
    const hers = await photo(li);
    expect((await submit(wang, { photos: [hers] })).json().msg).toBe('图片无效或已被使用，请重新上传');
    expect((await submit(wang, { type: 'price' })).statusCode).toBe(400);
    expect((await submit(null, {})).statusCode).toBe(401);
    expect((await submit(staffToken, {})).statusCode).toBe(403);
    const keyless = await s.app.inject({
      method: 'POST',
      url: service.feedbackSubmit,
      headers: auth(wang),
      payload: { type: 'other', content: '没有幂等键的请求应当被拒绝。', contact: 'none' },
    });
    expect(keyless.statusCode).toBe(400);
    expect((await s.app.inject({ method: 'GET', url: service.feedbackList })).statusCode).toBe(401);
  });

  // ── Inquiries

  const inquiry = {
    company: '上海明远科技有限公司',
    contactName: '李先生',
    mobile: '13800138000',
    email: 'li@example.com',
    quantity: 200,
    budget: '500to2000',
    purpose: 'anniversary',
    expectedDate: '2026-12-31',
    description: '公司成立十周年，定制足金纪念章，正面刻公司标志。',
  };
  const sendInquiry = async (change: object = {}, ip = '198.51.100.20', pass?: CaptchaPass) => {
    const p = pass ?? (await captchaPass(s));
    return s.app.inject({
      method: 'POST',
      url: service.inquirySubmit,
      remoteAddress: ip,
      payload: {
        ...inquiry,
        ...captchaBodyOf(p),
        ...change,
      },
    });
  };

  it('stores a visitor’s inquiry with a logo behind a captcha pass and lists it in the console', async () => {
    const logo = await photo(null, 'inquiry', '198.51.100.20');
    const sent = await sendInquiry({ logo });
    expect(sent.statusCode, sent.body).toBe(200);
    const { inquiryNo } = sent.json().data;
    expect(inquiryNo).toMatch(/^QY\d{20}$/);
    const listed = await staffGet(desk.inquiries);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data.find((item: { inquiryNo: string }) => item.inquiryNo === inquiryNo)).toMatchObject({
      company: inquiry.company,
      status: 'new',
      assignee: null,
    });
    const detail = await staffGet(desk.inquiryDetail, { inquiryNo });
    const row = detail.json().data as OpsInquiryDetail;
    expect(row).toMatchObject({ ...inquiry, logo: { id: logo }, status: 'new', notes: [] });
    expect(row.assignable).toEqual([{ staffCode: 'JY80001', nickname: '林晓' }]);
    expect((await s.app.inject({ method: 'GET', url: row.logo?.url ?? '' })).statusCode).toBe(200);
    // The logo is used once; a visitor may upload for inquiries only.
    expect((await sendInquiry({ logo })).json()).toEqual({ code: 400, msg: '标志图片无效或已被使用，请重新上传' });
    const visitorRefund = await s.app.inject({
      method: 'POST',
      url: `${uploads.uploadImage}?purpose=refund`,
      headers: { 'content-type': 'image/png' },
      payload: png,
    });
    expect(visitorRefund.statusCode).toBe(401);
  });

  it('follows an inquiry up in the console: assign, status, notes, each audited; a 运营 is refused', async () => {
    const sent = await sendInquiry({}, '198.51.100.25');
    const { inquiryNo } = sent.json().data as { inquiryNo: string };
    expect((await staffPost(desk.inquiryAssign, { inquiryNo, staffCode: 'JY80001' })).statusCode).toBe(200);
    expect((await staffPost(desk.inquiryStatus, { inquiryNo, status: 'contacted' })).statusCode).toBe(200);
    const noted = await staffPost(desk.inquiryNote, { inquiryNo, text: '已电话联系李先生，下周报价。' });
    expect(noted.statusCode, noted.body).toBe(200);
    const detail = (await staffGet(desk.inquiryDetail, { inquiryNo })).json().data as OpsInquiryDetail;
    expect(detail).toMatchObject({
      status: 'contacted',
      assignee: { staffCode: 'JY80001', nickname: '林晓' },
      notes: [{ staffCode: 'JY80001', staffName: '林晓', text: '已电话联系李先生，下周报价。' }],
    });
    expect((await auditOf(inquiryNo)).map((row) => row.action)).toEqual([
      'inquiry.assign',
      'inquiry.status',
      'inquiry.note',
    ]);
    const contacted = (await staffGet(desk.inquiries, { status: 'contacted' })).json().data as { inquiryNo: string }[];
    expect(contacted.map((item) => item.inquiryNo)).toEqual([inquiryNo]);

    // Refusals: a 4xx with the contract's message, never a change.
    expect((await staffPost(desk.inquiryAssign, { inquiryNo, staffCode: 'JY80003' })).json()).toEqual({
      code: 40033,
      msg: '该员工不存在或没有客服权限',
    });
    expect((await staffPost(desk.inquiryStatus, { inquiryNo: 'QY0', status: 'closed' })).json()).toEqual({
      code: 40432,
      msg: '咨询不存在',
    });
    expect((await staffPost(desk.inquiryStatus, { inquiryNo, status: 'won' })).statusCode).toBe(400);
    expect((await staffPost(desk.inquiryNote, { inquiryNo, text: ' ' })).json().msg).toBe('请输入备注内容');
    const forbidden = await staffPost(desk.inquiryStatus, { inquiryNo, status: 'closed' }, operations);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().msg).toBe('没有权限');
    expect((await staffGet(desk.inquiries, {}, operations)).statusCode).toBe(403);
    expect((await staffGet(desk.inquiries, {}, wang)).statusCode).toBe(403);
    expect((await auditOf(inquiryNo)).length).toBe(3);
  });

  it('refuses a spent or missing captcha pass', async () => {
    const pass = await captchaPass(s);
    expect((await sendInquiry({}, '198.51.100.21', pass)).statusCode).toBe(200);
    const spent = await sendInquiry({}, '198.51.100.21', pass);
    expect(spent.json()).toEqual({ code: 400, msg: '滑块验证已失效，请重新验证' });
  });

  it.each([
    ['a wrong mobile (spec §5)', { mobile: '1380013800' }, '请输入正确的11位手机号'],
    ['no mobile', { mobile: '' }, '手机号不能为空'],
    ['no company', { company: '' }, '请输入公司名称'],
    ['a bad e-mail', { email: 'li@' }, '请输入正确的电子邮箱'],
    ['quantity 0', { quantity: 0 }, '定制数量须为1~100000之间的整数'],
    ['no quantity', { quantity: undefined }, '请输入定制数量'],
    ['an unknown budget', { budget: 'lots' }, '请选择预算范围'],
    ['yesterday (China date)', { expectedDate: '2026-11-19' }, '期望交付日期不能早于今天'],
  ])('refuses %s with 400 and its message', async (_name, change, msg) => {
    const response = await sendInquiry(change, '198.51.100.22');
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ code: 400, msg });
  });

  it(`limits a network to ${INQUIRIES_PER_HOUR} inquiries an hour`, async () => {
    for (let index = 0; index < INQUIRIES_PER_HOUR; index += 1) {
      expect((await sendInquiry({}, '198.51.100.30')).statusCode).toBe(200);
    }
    const limited = await sendInquiry({}, '198.51.100.30');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().msg).toBe('提交太频繁，请稍后再试');
    expect((await sendInquiry({}, '198.51.100.31')).statusCode).toBe(200);
  });
});
