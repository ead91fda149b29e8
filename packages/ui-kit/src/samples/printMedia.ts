/**
 * Story scaffolding for a print view: a page cannot ask the browser for its print media, so this
 * copies the rules of every loaded `@media print` block (the components' real print style sheet, as
 * vanilla-extract wrote it) into a screen style sheet, and answers its removal. A print story shows
 * and tests exactly what printing shows. Only stories import it.
 */
export function applyPrintRules(): () => void {
  const rules: string[] = [];
  for (const sheet of Array.from(document.styleSheets)) {
    let list: CSSRuleList;
    try {
      list = sheet.cssRules;
    } catch {
      continue; // another origin's sheet: not ours to read
    }
    for (const rule of Array.from(list)) {
      if (rule instanceof CSSMediaRule && rule.media.length === 1 && rule.media.item(0) === 'print') {
        for (const inner of Array.from(rule.cssRules)) rules.push(inner.cssText);
      }
    }
  }
  const style = Object.assign(document.createElement('style'), { textContent: rules.join('\n') });
  style.dataset.printPreview = '';
  document.head.append(style);
  return () => style.remove();
}
