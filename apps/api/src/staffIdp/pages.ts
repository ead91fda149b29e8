/**
 * The staff identity provider's own pages (DESIGN.md §5): server-rendered, Simplified Chinese,
 * usable without JavaScript (plain form posts) and so within the mall's CSP, which forbids inline
 * script. Every value put into the HTML goes through {@link escapeHtml}.
 */

/** HTML-escapes text for element content and double-quoted attributes. */
export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );
}

// Colours meet WCAG 2.2 AA contrast on white (text 12.6:1, muted 7:1, error 6.1:1, button 7.9:1).
const styles = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f6f1e7;color:#2b2118;
font:16px/1.6 "PingFang SC","Microsoft YaHei","Noto Sans CJK SC","Hiragino Sans GB",system-ui,sans-serif}
main{width:min(400px,calc(100% - 32px));background:#fff;border-radius:8px;box-shadow:0 2px 12px rgba(43,33,24,.12);padding:32px}
h1{margin:0 0 4px;font-size:22px}
.mark{display:block;margin:0 0 12px}
.brand{margin:0 0 20px;color:#5c4a36;font-size:14px}
label{display:block;margin:16px 0 6px;font-weight:600}
input{width:100%;padding:10px 12px;font:inherit;border:1px solid #8a7560;border-radius:4px}
input[aria-invalid=true]{border-color:#b3261e}
:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.error{margin:0 0 8px;padding:10px 12px;border-left:4px solid #b3261e;background:#fdecea;color:#8c1d18}
button,.button{display:block;width:100%;margin-top:24px;padding:11px;border:0;border-radius:4px;font:inherit;font-weight:600;
background:#7a4e12;color:#fff;cursor:pointer;text-align:center;text-decoration:none}
.secondary{margin-top:12px;background:#fff;color:#5c4a36;border:1px solid #8a7560}
.note{margin:20px 0 0;color:#5c4a36;font-size:14px}
`;

function layout(title: string, brandName: string, body: string): string {
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${escapeHtml(brandName)}</title>
<style>${styles}</style>
</head>
<body>
<main>
<img class="mark" src="/brand/logo.svg" alt="" width="48" height="48">
${body}
</main>
</body>
</html>`;
}

export type LoginPageOptions = {
  brandName: string;
  /** Where the form posts (the interaction's login action). */
  action: string;
  /** Where "cancel" posts (the interaction's abort action). */
  abortAction: string;
  /** The staff code or e-mail the user typed, kept after a failed attempt. */
  login?: string;
  error?: string;
};

/** The sign-in form: staff code or e-mail plus password; one error message for the whole form. */
export function loginPage({ brandName, action, abortAction, login = '', error }: LoginPageOptions): string {
  const invalid = error ? ' aria-invalid="true" aria-describedby="login-error"' : '';
  return layout(
    '员工登录',
    brandName,
    `<h1>员工登录</h1>
<p class="brand">${escapeHtml(brandName)} 员工统一身份认证</p>
${error ? `<p class="error" id="login-error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}">
<label for="login">工号或邮箱</label>
<input id="login" name="login" type="text" autocomplete="username" autocapitalize="characters" spellcheck="false" required maxlength="128" value="${escapeHtml(login)}"${invalid}${error ? ' autofocus' : ''}>
<label for="password">密码</label>
<input id="password" name="password" type="password" autocomplete="current-password" required maxlength="128"${invalid}>
<button type="submit">登录</button>
</form>
<form method="post" action="${escapeHtml(abortAction)}">
<button type="submit" class="secondary">取消，返回商城</button>
</form>
<p class="note">忘记密码请联系门店主管或人力资源部重置。</p>`,
  );
}

/** The sign-out confirmation: oidc-provider supplies `form` (action and xsrf token). */
export function logoutPage(brandName: string, form: string): string {
  return layout(
    '退出员工登录',
    brandName,
    `<h1>退出员工登录</h1>
<p class="brand">${escapeHtml(brandName)} 员工统一身份认证</p>
<p>确定要退出员工账号吗？退出后再次进入需要重新登录。</p>
${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>退出登录</button>
<button type="submit" form="op.logoutForm" class="secondary">暂不退出</button>`,
  );
}

/** After a sign-out that names no page to return to. */
export function loggedOutPage(brandName: string, homeUrl: string): string {
  return layout(
    '已退出',
    brandName,
    `<h1>已退出员工登录</h1>
<p class="brand">${escapeHtml(brandName)} 员工统一身份认证</p>
<p>您已安全退出。</p>
<a class="button" href="${escapeHtml(homeUrl)}">返回商城首页</a>`,
  );
}

/** Any error the provider shows itself (bad request, expired sign-in); details only as text. */
export function errorPage(brandName: string, homeUrl: string, message: string, detail?: string): string {
  return layout(
    '登录错误',
    brandName,
    `<h1>登录错误</h1>
<p class="brand">${escapeHtml(brandName)} 员工统一身份认证</p>
<p class="error" role="alert">${escapeHtml(message)}</p>
${detail ? `<p class="note">错误代码：${escapeHtml(detail)}</p>` : ''}
<a class="button" href="${escapeHtml(homeUrl)}">返回商城首页</a>`,
  );
}
