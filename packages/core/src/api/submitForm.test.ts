// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { submitForm, type FormFields } from './submitForm';

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('submitForm (spec §7: login is a browser form post)', () => {
  it.each<[string, FormFields, Record<string, string>]>([
    [
      'the SMS login',
      {
        mobile: '13900000001',
        smsCode: '123456',
        noNeedLogin: 1,
        joinKdp: false,
        success_redirect_uri: 'https://mall.example/login',
        failure_redirect_uri: 'https://mall.example/login',
      },
      {
        mobile: '13900000001',
        smsCode: '123456',
        noNeedLogin: '1',
        joinKdp: 'false',
        success_redirect_uri: 'https://mall.example/login',
        failure_redirect_uri: 'https://mall.example/login',
      },
    ],
    [
      'empty fields left out',
      { username: '8800001', captcha_id: undefined, lot_number: null },
      { username: '8800001' },
    ],
    [
      'fields named like form properties',
      { action: 'x', method: 'y', submit: 'z' },
      { action: 'x', method: 'y', submit: 'z' },
    ],
  ])('builds a hidden post form for %s and submits it (spec §7)', (_case, fields, expected) => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const form = submitForm('https://sso.example/login/sms', fields, document);
    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit.mock.contexts[0]).toBe(form);
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('https://sso.example/login/sms');
    expect(form.hidden).toBe(true);
    expect(form.isConnected).toBe(true);
    const inputs = [...form.querySelectorAll('input')];
    expect(inputs.every((input) => input.type === 'hidden')).toBe(true);
    expect(Object.fromEntries(inputs.map((input) => [input.name, input.value]))).toEqual(expected);
  });
});
