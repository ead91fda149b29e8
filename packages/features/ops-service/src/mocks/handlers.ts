import {
  opsServicePaths,
  type OpsFeedbackRow,
  type OpsFeedbackThread,
  type OpsInquiryDetail,
  type OpsInquiryRow,
} from '@mall/contract/ops';
import { http, HttpResponse } from 'msw';

const ops = opsServicePaths('mall');
const ok = <T>(payload: T) => HttpResponse.json({ code: 200, msg: 'success', data: payload });
const refuse = (status: number, code: number, msg: string) => HttpResponse.json({ code, msg }, { status });

/** A signed-in 客服 in the session. */
export const storyStaff = {
  uid: 900003,
  uoid: 'JY80003',
  nickname: '陈静',
  isStaff: true,
  staffCode: 'JY80003',
  idToken: 'story',
};

export const storyFeedback: OpsFeedbackRow[] = [
  {
    feedbackNo: 'FB20261207101500000011',
    type: 'quality',
    state: 'submitted',
    orderNo: 'JY20261201093000000004',
    memberMobile: '139****0001',
    content: '项链的扣子用了一周就松了，希望能帮忙看看。',
    createdAt: '2026-12-07T02:15:00.000Z',
    repliedAt: null,
  },
  {
    feedbackNo: 'FB20261205090000000003',
    type: 'logistics',
    state: 'replied',
    orderNo: null,
    memberMobile: '138****5678',
    content: '快递包装很用心，点个赞！',
    createdAt: '2026-12-05T01:00:00.000Z',
    repliedAt: '2026-12-05T03:00:00.000Z',
  },
];

const threadOf = (row: OpsFeedbackRow, reply?: string): OpsFeedbackThread => ({
  feedbackNo: row.feedbackNo,
  type: row.type,
  state: reply === undefined ? row.state : 'replied',
  orderNo: row.orderNo,
  memberMobile: row.memberMobile,
  contact: 'phone',
  photos: [],
  createdAt: row.createdAt,
  messages: [
    { from: 'member', text: row.content, at: row.createdAt },
    ...(reply === undefined ? [] : [{ from: 'staff' as const, text: reply, at: '2026-12-07T03:00:00.000Z' }]),
  ],
});

export const storyInquiry: OpsInquiryDetail = {
  inquiryNo: 'QY20261207100000000001',
  company: '上海明远科技有限公司',
  contactName: '李先生',
  mobile: '13800138000',
  email: 'li@example.com',
  quantity: 200,
  budget: '500to2000',
  purpose: 'anniversary',
  expectedDate: '2026-12-31',
  description: '公司成立十周年，定制足金纪念章，正面刻公司标志。',
  logo: null,
  createdAt: '2026-12-07T02:00:00.000Z',
  status: 'new',
  assignee: null,
  notes: [],
  assignable: [
    { staffCode: 'JY80001', nickname: '林晓' },
    { staffCode: 'JY80003', nickname: '陈静' },
  ],
};

const rowOf = (detail: OpsInquiryDetail): OpsInquiryRow => ({
  inquiryNo: detail.inquiryNo,
  company: detail.company,
  contactName: detail.contactName,
  quantity: detail.quantity,
  budget: detail.budget,
  purpose: detail.purpose,
  expectedDate: detail.expectedDate,
  status: detail.status,
  assignee: detail.assignee,
  createdAt: detail.createdAt,
});

/** The console's shopper service on MSW: a queue, a thread that takes one reply, an inquiry that follows up. */
export function createOpsServiceMock({ fail = false, empty = false }: { fail?: boolean; empty?: boolean } = {}) {
  let reply: string | undefined;
  let inquiry: OpsInquiryDetail = structuredClone(storyInquiry);
  return {
    handlers: [
      http.get(ops.feedback, ({ request }) => {
        if (fail) return refuse(503, 503, '服务暂时不可用');
        if (empty) return ok([]);
        const state = new URL(request.url).searchParams.get('state');
        return ok(
          storyFeedback.filter(
            (row) => !state || (state === 'answered' ? row.state === 'replied' : row.state !== 'replied'),
          ),
        );
      }),
      http.get(ops.feedbackThread, ({ request }) => {
        const row = storyFeedback.find(
          (item) => item.feedbackNo === new URL(request.url).searchParams.get('feedbackNo'),
        );
        if (!row) return refuse(404, 40431, '反馈不存在');
        return ok(threadOf(row, row.state === 'replied' ? '感谢您的认可！' : reply));
      }),
      http.post(ops.feedbackReply, async ({ request }) => {
        const body = (await request.json()) as { feedbackNo: string; reply: string };
        const row = storyFeedback.find((item) => item.feedbackNo === body.feedbackNo);
        if (!row) return refuse(404, 40431, '反馈不存在');
        if (reply !== undefined || row.state === 'replied') return refuse(409, 40931, '该反馈已回复');
        reply = body.reply;
        return ok(threadOf(row, reply));
      }),
      http.get(ops.inquiries, ({ request }) => {
        if (fail) return refuse(503, 503, '服务暂时不可用');
        if (empty) return ok([]);
        const status = new URL(request.url).searchParams.get('status');
        return ok([rowOf(inquiry)].filter((row) => !status || row.status === status));
      }),
      http.get(ops.inquiryDetail, ({ request }) =>
        new URL(request.url).searchParams.get('inquiryNo') === inquiry.inquiryNo
          ? ok(inquiry)
          : refuse(404, 40432, '咨询不存在'),
      ),
      http.post(ops.inquiryStatus, async ({ request }) => {
        const body = (await request.json()) as { status: OpsInquiryDetail['status'] };
        inquiry = { ...inquiry, status: body.status };
        return ok(null);
      }),
      http.post(ops.inquiryAssign, async ({ request }) => {
        const body = (await request.json()) as { staffCode: string };
        const person = inquiry.assignable.find((item) => item.staffCode === body.staffCode);
        if (!person) return refuse(400, 40033, '该员工不存在或没有客服权限');
        inquiry = { ...inquiry, assignee: person };
        return ok(null);
      }),
      http.post(ops.inquiryNote, async ({ request }) => {
        const body = (await request.json()) as { text: string };
        const note = {
          id: inquiry.notes.length + 1,
          at: '2026-12-07T03:00:00.000Z',
          staffCode: 'JY80003',
          staffName: '陈静',
          text: body.text,
        };
        inquiry = { ...inquiry, notes: [...inquiry.notes, note] };
        return ok(note);
      }),
    ],
  };
}
