import { MONEY_NOTICE_TEXTS, PUSH_TEXTS } from '@shangwe/contract';
import { MESSAGES, OFFER_MESSAGES } from '@shangwe/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { currentLanguage, readSavedLanguage, setLanguage, t, tAny } from './i18n';

afterEach(async () => {
  await setLanguage('en');
  localStorage.clear();
});

describe('the bettor app in English and Kiswahili (issue 36)', () => {
  it('shows English, the key itself, by default', () => {
    expect(currentLanguage()).toBe('en');
    expect(t('Place Bet')).toBe('Place Bet');
    expect(t('Balance {amount}', { amount: 'KES 5' })).toBe('Balance KES 5');
    expect(tAny(MESSAGES.minimumBet('KES 10'))).toBe('Minimum bet amount is KES 10');
  });

  it('switches to Kiswahili, saves the choice and fills placeholders', async () => {
    await setLanguage('sw');
    expect(readSavedLanguage()).toBe('sw');
    expect(document.documentElement.lang).toBe('sw');
    expect(t('Balance {amount}', { amount: 'KES 5' })).toBe('Salio KES 5');
    expect(tAny('Place Bet')).toBe('Weka Beti');
    expect(tAny('Arsenal')).toBe('Arsenal');
  });

  it("translates the domain's templated messages and the slip's hints by pattern", async () => {
    await setLanguage('sw');
    expect(tAny(MESSAGES.minimumBet('KES 10'))).toBe('Dau la chini ni KES 10');
    expect(tAny(MESSAGES.promoStake('KES 50', 'Weekend Cashback'))).toBe(
      'Ongeza dau lako hadi KES 50 ili kujiunga na Weekend Cashback',
    );
    expect(tAny('Bet AB12CD placed successfully.')).toBe('Beti AB12CD imewekwa.');
    expect(tAny(MESSAGES.clearBetslipConfirm)).toBe('Una uhakika unataka kufuta tiketi?');
  });

  it('translates the offer messages, money notices, notifications and market lines', async () => {
    await setLanguage('sw');
    expect(tAny(OFFER_MESSAGES.freebetExpired)).toBe('Muda wa beti hii ya bure umekwisha');
    expect(tAny(OFFER_MESSAGES.accaMoreSelections(3, '1.30'))).toBe(
      'Ongeza machaguo 3 zaidi yenye uwiano wa 1.30 au zaidi ili upate beti ya bure beti hii ikipoteza',
    );
    expect(tAny(OFFER_MESSAGES.freebetTerms('KES 50', '01/12/2026 23:59', null))).toBe(
      'Weka dau la KES 50 kwenye beti yoyote kabla ya 01/12/2026 23:59. Ushindi unalipwa kwenye salio lako bila dau la beti ya bure.',
    );
    expect(tAny(MONEY_NOTICE_TEXTS.depositCredited('KES 500'))).toBe(
      'Pesa ulizoweka, KES 500, zimeingizwa kwenye akaunti yako.',
    );
    expect(tAny('Total 2.5')).toBe('Jumla ya Magoli 2.5');
    expect(tAny('Over 2.5')).toBe('Zaidi ya 2.5');
    expect(tAny('You have received a free bet of KES 50. Use it by 04/12.')).toBe(
      'Umepokea beti ya bure ya KES 50. Itumie kabla ya 04/12.',
    );
    // A name with a figure in it stays as it is.
    expect(tAny('Bet 500 Get 50')).toBe('Bet 500 Get 50');
  });

  it('translates the jackpot refusals, match periods, KYC, push and chat texts from elsewhere', async () => {
    await setLanguage('sw');
    expect(tAny(MESSAGES.jackpotFull(13))).toBe('Unaweza kuchagua matokeo ya mechi 13 tu kwa upeo');
    expect(tAny('Pick at least one outcome for every match: 2 matches are still empty')).toBe(
      'Chagua angalau matokeo moja kwa kila mechi: mechi 2 bado hazijachaguliwa',
    );
    expect(tAny('Bonus: one short')).toBe('Bonasi: kukosa moja');
    expect(tAny('2nd half')).toBe('Kipindi cha 2');
    expect(tAny('Halftime')).toBe('Mapumziko');
    expect(
      tAny(
        'Your identity could not be verified: We could not find this ID number in the national registry. Please check your details and try again.',
      ),
    ).toBe(
      'Utambulisho wako haukuweza kuthibitishwa: Hatukupata namba hii ya kitambulisho kwenye sajili ya taifa. Tafadhali kagua maelezo yako ujaribu tena.',
    );
    expect(tAny(PUSH_TEXTS.default)).toBe('Arifa zimewekwa kuuliza kwanza');
    expect(tAny('Our agents are offline now. We reply within 10 hours.')).toBe(
      'Wahudumu wetu hawapo kwa sasa. Tutajibu ndani ya saa 10.',
    );
    expect(t('{count} matches · closes in {time}', { count: 13, time: '2d 04:05:06' })).toBe(
      'Mechi 13 · inafungwa baada ya 2d 04:05:06',
    );
  });
});
