import { describe, expect, it } from 'vitest';
import { chatCalls, chatPaths } from './chat';
import { guaranteeCalls, guaranteePaths } from './guarantee';
import { invoiceCalls, invoicePaths } from './invoice';
import { servicePaths } from './service';
import { uploadCalls, uploadPaths } from './uploads';

// Moving the paths into the call tables (issue #37) kept every address the server and the mall
// already used: the paths below are the ones paths/*Paths.ts gave.
describe('the call tables keep the paths (issue #37)', () => {
  it('service: the common2 server (staff answer in the console since issue #29; the /__dev pages are gone)', () => {
    expect(servicePaths('mall')).toEqual({
      feedbackSubmit: '/mall-common2-server/api/v1/feedback/submit',
      feedbackList: '/mall-common2-server/api/v1/feedback/list',
      inquirySubmit: '/mall-common2-server/api/v1/enterprise/inquiry/submit',
    });
  });

  it('guarantees: the common2 server; the PDF is a bare answer', () => {
    expect(guaranteePaths('mall')).toEqual({
      guaranteeList: '/mall-common2-server/api/v1/guarantee/list',
      guaranteeDetail: '/mall-common2-server/api/v1/guarantee/detail',
      guaranteePdf: '/mall-common2-server/api/v1/guarantee/pdf',
      verify: '/mall-common2-server/api/v1/commodity/verify',
    });
    expect(guaranteeCalls.guaranteePdf.envelope).toBe('bare');
  });

  it('invoices: the order server; both PDFs are bare answers', () => {
    expect(invoicePaths('mall')).toEqual({
      invoiceOptions: '/mall-order-server/api/invoice/options',
      invoiceRequest: '/mall-order-server/api/invoice/apply',
      invoiceList: '/mall-order-server/api/invoice/list',
      invoiceDetail: '/mall-order-server/api/invoice/detail',
      invoicePdf: '/mall-order-server/api/invoice/pdf',
      invoiceRedPdf: '/mall-order-server/api/invoice/red-pdf',
      invoiceResend: '/mall-order-server/api/invoice/resend',
      devMail: '/__dev/mail',
    });
    expect([invoiceCalls.invoicePdf.envelope, invoiceCalls.invoiceRedPdf.envelope]).toEqual(['bare', 'bare']);
  });

  it('chat: no product code; the socket beside the calls', () => {
    expect(chatPaths()).toEqual({
      session: '/api/chat/session',
      ticket: '/api/chat/ticket',
      socket: '/api/chat/socket',
      end: '/api/chat/end',
      rate: '/api/chat/rate',
      orders: '/api/chat/orders',
      deskConversations: '/api/chat/desk/conversations',
      deskConversation: '/api/chat/desk/conversation',
      deskTake: '/api/chat/desk/take',
      deskTransfer: '/api/chat/desk/transfer',
      deskClose: '/api/chat/desk/close',
      deskAgents: '/api/chat/desk/agents',
    });
    expect(Object.values(chatCalls).every((entry) => !entry.path.includes('{product}'))).toBe(true);
  });

  it('uploads: the order server, the photo read back by its id', () => {
    expect(uploadPaths('mall')).toEqual({
      uploadImage: '/mall-order-server/api/upload/image',
      uploadedImage: '/mall-order-server/api/upload/image/:id',
    });
    expect(uploadCalls.uploadImage.method).toBe('POST');
  });
});
