import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { QUESTIONS, type QuizQuestion } from '../../catalog/quiz/questions';
import { paths } from '../../app/config/paths';
import { CHECKOUT_TEXT } from '../../app/features/checkout/checkout-text';
import { FIELD_TEXT } from '../../widget/messages';

/** Page object for the funnel: landing -> 20 questions -> email -> subscription, with the payment modal opened. */
export class Funnel {
  constructor(readonly page: Page) {}

  async start(query: string): Promise<void> {
    await this.page.goto(`${paths.landing}${query}`);
    await this.page.getByRole('link', { name: 'Start the test' }).click();
  }

  /** Answers every question, the correct answer for the first `correct` of them. */
  async answerAll(correct = 12): Promise<void> {
    for (const question of QUESTIONS) await this.answer(question, question.id <= correct);
  }

  /**
   * Enters the funnel at its last question, the QA entry (`?startFrom=20`, app §2 in docs/spec-coverage.md),
   * and answers it: for tests whose point is not the quiz walk (scenarios.spec.ts walks all 20 questions
   * for every scenario). The email step follows; the score then rests on that one answer.
   */
  async startAtLastQuestion(query = ''): Promise<void> {
    const last = QUESTIONS[QUESTIONS.length - 1];
    if (!last) throw new Error('the quiz has no questions');
    const carried = query.replace(/^\?/, '');
    await this.page.goto(`${paths.quiz}?startFrom=${last.id}${carried ? `&${carried}` : ''}`);
    await this.answer(last, true);
  }

  /** Clicks `question`'s correct answer, or the one after it. */
  private async answer(question: QuizQuestion, correct: boolean): Promise<void> {
    const index = correct ? question.correct : (question.correct + 1) % question.answers.length;
    const text = question.answers[index];
    if (text === undefined) throw new Error(`question ${question.id} has no answer ${index}`);
    // One locator per question: the answers' group is named by the question's heading, so the click
    // waits for this question to show and never lands on the previous one's option of the same text.
    // `force` skips Playwright's actionability checks (two animation frames of stability and a hit test:
    // 0.7-1 s of each quiz, 41 quizzes in scenarios.spec alone). The click is still a real pointer event
    // at the answer's centre: an answer that is covered or disabled does not take it, the quiz does not
    // move on, and the next question's locator (or the email step after the last) fails the test. The
    // answers do not move (no transition; a figure question renders once its figures have loaded).
    await this.page.getByRole('radiogroup', { name: question.prompt, exact: true }).getByRole('radio', { name: text, exact: false }).first().click({ force: true });
  }

  async giveEmail(email: string): Promise<void> {
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByRole('button', { name: 'See my results' }).click();
    await expect(this.page).toHaveURL(new RegExp(`${paths.subscription}`));
    await this.openPaymentModal();
  }

  /** The payment modal of the subscription route: closed at first (app §3 in docs/spec-coverage.md), the drop-in inside it. */
  get paymentModal(): Locator {
    return this.page.getByRole('dialog', { name: CHECKOUT_TEXT.modalTitle });
  }

  async openPaymentModal(): Promise<void> {
    await expect(this.paymentModal).toBeHidden();
    await this.page.getByRole('button', { name: CHECKOUT_TEXT.openModal }).click();
    await expect(this.paymentModal).toBeVisible();
  }

  get cardFrame(): FrameLocator {
    return this.page.frameLocator('iframe[title="Secure card payment fields"]');
  }

  /** The drop-in's Pay button, labelled by the app with the amount due ("Pay $1.00", issue 31). */
  get payButton(): Locator {
    return this.page.getByRole('button', { name: new RegExp(`^${CHECKOUT_TEXT.pay} \\$\\d+\\.\\d{2}$`) });
  }

  async typeCard(card: { holder: string; number: string; expiry: string; cvv: string }): Promise<void> {
    const frame = this.cardFrame;
    await frame.getByLabel(FIELD_TEXT.holder.label).fill(card.holder);
    await frame.getByLabel(FIELD_TEXT.number.label).pressSequentially(card.number);
    await frame.getByLabel(FIELD_TEXT.expiry.label).pressSequentially(card.expiry);
    await frame.getByLabel(FIELD_TEXT.cvv.label).pressSequentially(card.cvv);
  }
}
