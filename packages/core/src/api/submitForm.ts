/** Values of a browser form post; `null`/`undefined` fields are left out. */
export type FormFields = Readonly<Record<string, string | number | boolean | null | undefined>>;

/**
 * Builds a `<form method="post">` with one hidden input per field, adds it to the page and submits
 * it: the page navigates to `action` (spec §7: login is a browser form post to `{sso}/login/sms` or
 * `{sso}/login/password`, answered by a redirect, DESIGN.md §6). Returns the form, which the
 * navigation discards. `doc` is injectable for tests.
 */
export function submitForm(action: string, fields: FormFields, doc: Document = document): HTMLFormElement {
  const form = doc.createElement('form');
  // Attributes, not properties: an input named "action" or "method" would shadow the properties.
  form.setAttribute('method', 'post');
  form.setAttribute('action', action);
  form.setAttribute('accept-charset', 'UTF-8');
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = String(value);
    form.append(input);
  }
  doc.body.append(form);
  // From the prototype: an input named "submit" would shadow form.submit.
  const formClass = doc.defaultView?.HTMLFormElement ?? HTMLFormElement;
  formClass.prototype.submit.call(form);
  return form;
}
