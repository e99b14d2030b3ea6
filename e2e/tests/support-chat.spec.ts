import { expect, test } from '@playwright/test';
import {
  createAdminWithTask,
  createStaffMember,
  logInToBackOffice,
  staffApiToken,
} from '../support/backoffice';
import { createBettor, signInAs } from '../support/bettors';
import { useJourneyServer } from '../support/journey-server';
import { DESKTOP, expectNoSidewaysScroll, PHONE } from '../support/page-checks';
import { E2E_PORT } from '../support/server';

const admin = { email: 'chat.admin@shangwe.test', name: 'Chat Admin', password: '', secret: '' };

const server = useJourneyServer({
  name: 'support-chat',
  journeys: 'support chat journeys',
  port: E2E_PORT + 720,
  prepare: (app, storage) => createAdminWithTask(app, storage, admin),
  // The server's first start (migrations on a fresh database) is slow on a shared machine.
  setupTimeoutMs: 300_000,
});

test('a bettor writes from the desktop corner, a support agent answers in real time, looks the bettor up and cannot open the payments queue', async ({
  browser,
  playwright,
}) => {
  const request = await playwright.request.newContext({ baseURL: server.base });
  const support = await createStaffMember(request, await staffApiToken(request, admin), {
    email: 'amani.support@shangwe.test',
    name: 'Amani Support',
    role: 'support',
  });
  const mobile = '254722480480';
  const session = await createBettor(request, {
    country: 'KE',
    mobile,
    password: 'Kisumu-Chat-48',
  });

  // The bettor, on a desktop: the chat sits in the bottom corner.
  const bettorContext = await browser.newContext({ viewport: DESKTOP });
  const bettor = await bettorContext.newPage();
  await signInAs(bettor, 'KE', session);
  await bettor.goto(`${server.base}/`);
  await bettor.getByRole('button', { name: 'Chat with us' }).click();
  const chat = bettor.getByRole('dialog', { name: 'Chat with us' });
  // The bettor is told when to expect an answer (on duty or not).
  await expect(chat.getByRole('status')).toHaveText(
    /An agent will answer you here in a few minutes\.|Our agents are offline now\. We reply within \d+ hours?\./,
  );
  await chat.getByLabel('Your message').fill('Hello, my deposit of 500 has not arrived');
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(chat.getByRole('list', { name: 'Messages' })).toContainText(
    'Hello, my deposit of 500 has not arrived',
  );

  // The support agent, in another browser context, logs in with TOTP.
  const agentContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const agent = await agentContext.newPage();
  await logInToBackOffice(agent, server.base, support);
  const nav = agent.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link')).toHaveText(['Bettors', 'Support chat']);
  await nav.getByRole('link', { name: 'Support chat' }).click();
  await expect(agent.getByRole('status')).toHaveText('Live: new messages appear as they arrive.');
  const queue = agent.getByRole('list', { name: 'Conversations' });
  await queue.getByRole('button', { name: new RegExp(`\\+${mobile}`) }).click();
  const conversation = agent.getByRole('region', { name: `Conversation with +${mobile}` });
  await expect(conversation.getByRole('list', { name: 'Messages' })).toContainText(
    'Hello, my deposit of 500 has not arrived',
  );
  await conversation.getByRole('button', { name: 'Take' }).click();
  await expect(conversation).toContainText('Assigned to Amani Support');

  // The answer reaches the bettor's open chat without a reload.
  await conversation.getByLabel('Your answer').fill('Let me check that deposit for you');
  await conversation
    .getByRole('form', { name: 'Answer' })
    .getByRole('button', { name: 'Send', exact: true })
    .click();
  await expect(chat.getByRole('list', { name: 'Messages' })).toContainText(
    'Let me check that deposit for you',
  );
  await expect(chat).toContainText('Amani Support');
  // And the bettor's reply reaches the agent the same way.
  await chat.getByLabel('Your message').fill('Thank you, it was M-Pesa');
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(conversation.getByRole('list', { name: 'Messages' })).toContainText(
    'Thank you, it was M-Pesa',
  );

  // The bettor's 360 beside the conversation.
  const beside = conversation.getByRole('complementary', { name: 'Bettor 360' });
  await expect(beside.getByRole('heading', { name: `+${mobile}` })).toBeVisible();
  await expect(beside.getByTestId('bettor-cash')).toHaveText('0.00');
  // Support may not correct money: no such form, and the server refuses it.
  await expect(beside.getByRole('form', { name: 'Correct the cash balance' })).toHaveCount(0);

  // The payments queue is not theirs: no entry, the page refuses, the server refuses.
  await expect(nav.getByRole('link', { name: /withdrawal|payment/i })).toHaveCount(0);
  await agent.goto(`${server.base}/backoffice/withdrawals`);
  await expect(agent.getByRole('heading', { name: /withdrawal/i })).toHaveCount(0);
  await expect(
    agent.getByText(/Your role does not give access to this page\.|This page does not exist\./),
  ).toBeVisible();
  const token = await agent.evaluate(() => sessionStorage.getItem('shangwe.bo.token'));
  const auth = { authorization: `Bearer ${token}` };
  const withdrawals = await request.get('/api/bo/withdrawals', { headers: auth });
  expect(withdrawals.status()).toBe(403);
  expect(withdrawals.status()).not.toBe(200);
  const adjust = await request.post('/api/bo/bettors/1/adjustments', {
    headers: auth,
    data: { direction: 'credit', amount: 100, reason: 'Not allowed for support' },
  });
  expect(adjust.status()).toBe(403);

  // The agent closes the conversation; the bettor sees it closed.
  await agent.goBack();
  await agent
    .getByRole('region', { name: `Conversation with +${mobile}` })
    .getByRole('button', { name: 'Close conversation' })
    .click();
  await expect(chat).toContainText('This conversation was closed. Write again to start a new one.');

  // On a phone, the chat is in the menu.
  const phoneContext = await browser.newContext({ viewport: PHONE });
  const phone = await phoneContext.newPage();
  await signInAs(phone, 'KE', session);
  await phone.goto(`${server.base}/`);
  await phone.getByRole('button', { name: 'Menu' }).click();
  await phone
    .getByRole('dialog', { name: 'Menu' })
    .getByRole('link', { name: /Chat with us/ })
    .click();
  await expect(phone).toHaveURL(/\/support-chat$/);
  await expect(phone.getByRole('list', { name: 'Messages' })).toContainText(
    'Let me check that deposit for you',
  );
  await expectNoSidewaysScroll(phone);

  await Promise.all([bettorContext.close(), agentContext.close(), phoneContext.close()]);
  await request.dispose();
});
