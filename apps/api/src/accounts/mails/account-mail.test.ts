import { describe, expect, it } from 'vitest';
import { linkWithPin } from './account-mail.ts';
import { activationMail } from './activation.ts';
import { loginPinMail } from './login-pin.ts';
import { passwordResetMail } from './password-reset.ts';

const to = (locale: 'nl' | 'en') => ({
  profileId: 1,
  email: 'a@example.org',
  name: 'Anna',
  locale,
  languageId: locale === 'nl' ? 52 : 65,
});
const proof = { link: 'http://localhost:3000/nl/wachtwoord-instellen?token=abc-1', pin: '123456', hours: 24 };

describe('account mails', () => {
  it('carry the pin in the link, so opening it only asks for a password', () => {
    expect(linkWithPin(proof.link, '123456')).toBe(
      'http://localhost:3000/nl/wachtwoord-instellen?token=abc-1&pin=123456',
    );
    for (const mail of [activationMail(to('nl'), proof), passwordResetMail(to('en'), proof)])
      expect(mail.text).toContain('?token=abc-1&pin=123456');
  });

  it('still name the code, for a link opened on another device, and use je in Dutch', () => {
    const nl = activationMail(to('nl'), proof).text;
    expect(nl).toMatch(/Je code: 123456/);
    expect(nl).not.toMatch(/\b(u|uw|U|Uw)\b/);
    expect(passwordResetMail(to('en'), proof).text).toMatch(
      /Your code: 123456 \(the link fills it in for you\)/,
    );
    // The login pin has no link: its code line says nothing about one.
    expect(loginPinMail(to('nl'), '654321', 15).text).toMatch(/Je code: 654321\n/);
  });
});
