import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/dashboard';
import { QuestionForm } from './question-form';

afterEach(() => vi.unstubAllGlobals());

function renderForm(onSaved = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <QuestionForm courseCode="9" question={null} onSaved={onSaved} />
    </QueryClientProvider>,
  );
  return onSaved;
}

describe('the question form', () => {
  it('shows the schema messages at their fields and sends nothing while they stand', async () => {
    const fetch = stubApi(() => new Response('{}', { status: 500 }));
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Save question' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please correct the highlighted fields.',
    );
    expect(screen.getByLabelText('Question')).toHaveAccessibleDescription('Question is required');
    expect(screen.getByText('Give at least 2 options')).toBeInTheDocument();
    expect(screen.getByText('Mark at least one correct option')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the ticked options as indexes and the marks as a number', async () => {
    const saved = { id: 4, courseCode: '9', question: 'Q', options: ['a', 'b'], correct: [1] };
    const fetch = stubApi(() => Response.json(saved, { status: 201 }));
    const onSaved = renderForm();
    await userEvent.type(screen.getByLabelText('Question'), 'Which key saves?');
    await userEvent.type(screen.getByLabelText('Option A'), 'Ctrl+P');
    await userEvent.type(screen.getByLabelText('Option B'), 'Ctrl+S');
    await userEvent.click(screen.getByRole('checkbox', { name: /correct\s*option B/i }));
    await userEvent.clear(screen.getByLabelText('Marks'));
    await userEvent.type(screen.getByLabelText('Marks'), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Save question' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toContain('/questions');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      courseCode: '9',
      question: 'Which key saves?',
      options: ['Ctrl+P', 'Ctrl+S'],
      correct: [1],
      marks: 2,
    });
  });
});
