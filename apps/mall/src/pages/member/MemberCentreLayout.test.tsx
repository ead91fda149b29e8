// @vitest-environment jsdom
import { createI18n } from '@mall/core';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SessionSnapshotContext, type SessionSnapshot } from '../../app/session';
import { resources } from '../../i18n/resources';
import { MemberCentreLayout } from './MemberCentreLayout';

let container: HTMLElement;
let root: Root;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

async function open(path: string, session: SessionSnapshot) {
  const i18n = await createI18n({ resources, storage: null, document: null });
  const router = createMemoryRouter(
    [{ element: <MemberCentreLayout />, children: [{ path: '*', element: <h1>page</h1> }] }],
    { initialEntries: [path] },
  );
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () =>
    root.render(
      <I18nextProvider i18n={i18n}>
        <SessionSnapshotContext.Provider value={session}>
          <RouterProvider router={router} />
        </SessionSnapshotContext.Provider>
      </I18nextProvider>,
    ),
  );
  const nav = container.querySelector('nav');
  const groups = [...container.querySelectorAll('nav ul')].map((list) => ({
    label: document.getElementById(list.getAttribute('aria-labelledby') ?? '')?.textContent,
    links: [...list.querySelectorAll('a')].map((link) => link.textContent),
  }));
  const current = [...container.querySelectorAll('nav a[aria-current]')].map((link) => [
    link.textContent,
    link.getAttribute('aria-current'),
  ]);
  return { nav, groups, current };
}

describe('the member centre menu (spec §2 account-centre menu groups)', () => {
  it('shows the four groups to a customer, with membership', async () => {
    const view = await open('/myIndex/accountOverview', { isLoggedIn: true, isStaff: false });
    expect(view.nav?.getAttribute('aria-label')).toBe('账户中心');
    expect(view.groups).toEqual([
      { label: '个人中心', links: ['账户总览', '账户信息', '收货地址', '我的足迹', '会员权益'] },
      { label: '订单中心', links: ['我的订单'] },
      { label: '查询服务', links: ['发票管理', '商品验证', '电子保单'] },
      { label: '帮助与反馈', links: ['意见反馈'] },
    ]);
    expect(view.current).toEqual([['账户总览', 'page']]);
  });

  it('shows staff the rights-fund mall in place of membership', async () => {
    const view = await open('/myIndex/royalty/index', { isLoggedIn: true, isStaff: true });
    expect(view.groups[0]?.links).toEqual(['账户总览', '账户信息', '收货地址', '我的足迹', '权益金商城']);
    expect(view.current).toEqual([['权益金商城', 'page']]);
  });

  it('marks my orders on an order review page', async () => {
    const view = await open('/myIndex/orderEvaluate', { isLoggedIn: true, isStaff: false });
    expect(view.current).toEqual([['我的订单', 'true']]);
  });

  it('shows a visitor on a public page of the menu the page alone', async () => {
    const view = await open('/commodityVerification', { isLoggedIn: false, isStaff: false });
    expect(view.nav).toBeNull();
    expect(container.querySelector('h1')?.textContent).toBe('page');
  });
});
