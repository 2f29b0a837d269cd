import { renderToStaticMarkup } from 'react-dom/server';
import LoginCodeEmail, { loginCodeSubject, loginCodeText } from '@/emails/login-code';

const props = {
  code: '052913',
  link: 'https://ghomes.example/auth/confirm?token_hash=AbC-123_xyz&type=email&returnTo=%2Fshortlisted',
  brandName: 'GHomes',
  expiresInMinutes: 10,
  siteUrl: 'https://ghomes.example',
};

describe('the login e-mail', () => {
  test('its text gives the code and, on a line of its own, a sign-in link that works on any device', () => {
    expect(loginCodeText(props).split('\n')).toEqual([
      'Your GHomes login code',
      '',
      '052913',
      '',
      'Enter this 6-digit code to sign in. It expires in 10 minutes and works once.',
      '',
      'Or sign in with one tap:',
      props.link,
      'The link works on any device, a new phone too: once, within the same 10 minutes.',
      '',
      "If you didn't ask for it, you can ignore this e-mail: nobody can sign in without the code or the link.",
      '',
      'GHomes · Rent • Buy • Sell in Gated Societies · https://ghomes.example',
    ]);
  });

  test('its subject carries neither the code nor the link (subjects reach logs and previews)', () => {
    expect(loginCodeSubject(props)).toBe('Your GHomes login code');
  });

  test('its HTML has the code, a button to the same link, and the any-device line', () => {
    const html = renderToStaticMarkup(<LoginCodeEmail {...props} />);
    expect(html).toContain('>052913<');
    expect(html).toContain(`href="${props.link.replaceAll('&', '&amp;')}"`);
    expect(html).toContain('Sign in with one tap');
    expect(html).toContain('The link works on any device, a new phone too: once, within the same 10 minutes.');
  });
});
