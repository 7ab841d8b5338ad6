import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '../../../lib/toast';
import { EditStudentPage } from './edit-student-page';
import { RECORD, renderDashboard, stubApi } from '../../../test/dashboard';

vi.mock('../../../lib/toast', () => ({ showToast: vi.fn() }));

const ROUTES = [{ path: 'EditStudent/:registrationNumber', element: <EditStudentPage /> }];
const PATH = '/dashboard/EditStudent/RV2026000123';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(showToast).mockClear();
});

describe('Edit Student page', () => {
  it('says “Error fetching student data.” when the record cannot be loaded', async () => {
    stubApi(() => Response.json({ code: 'INTERNAL_ERROR', message: 'x' }, { status: 500 }));
    renderDashboard(PATH, ROUTES);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching student data.');
  });

  it('fills the form from the record, saves the change and goes to the student’s page', async () => {
    const fetch = stubApi(({ method }) =>
      Response.json(method === 'PUT' ? { ...RECORD, district: 'Gaya' } : RECORD),
    );
    const user = userEvent.setup();
    const { router } = renderDashboard(PATH, ROUTES);
    const district = await screen.findByLabelText('District');
    expect(district).toHaveValue('Patna');
    expect(screen.getByLabelText('Course')).toHaveValue('8');
    expect(screen.getByLabelText('Course Option')).toHaveValue(
      'CERTIFICATE IN FUNDAMENTAL(RV01001)',
    );
    expect(screen.getByLabelText('Date of Birth')).toHaveValue('2004-03-21');

    await user.clear(district);
    await user.type(district, 'Gaya');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await vi.waitFor(() =>
      expect(router.state.location.pathname).toBe('/dashboard/AddStudent/RV2026000123'),
    );
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT')!;
    expect(String(put[0])).toBe('/api/dashboard/AddStudent/RV2026000123');
    const body = put[1]?.body as FormData;
    expect(body.get('district')).toBe('Gaya');
    expect(body.get('courseOption')).toBe('RV01001');
    expect(body.has('photo')).toBe(false);
    expect(showToast).toHaveBeenCalledWith('Details of Asha Kumari updated.', 'success');
  });

  it('says “Error updating student data” and keeps the values when saving fails', async () => {
    stubApi(({ method }) =>
      method === 'PUT'
        ? Response.json({ code: 'INTERNAL_ERROR', message: 'x' }, { status: 500 })
        : Response.json(RECORD),
    );
    const user = userEvent.setup();
    const { router } = renderDashboard(PATH, ROUTES);
    const district = await screen.findByLabelText('District');
    await user.clear(district);
    await user.type(district, 'Gaya');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error updating student data');
    expect(district).toHaveValue('Gaya');
    expect(router.state.location.pathname).toBe(PATH);
  });

  it('clears the course option when the course changes', async () => {
    stubApi(() => Response.json(RECORD));
    const user = userEvent.setup();
    renderDashboard(PATH, ROUTES);
    const course = await screen.findByLabelText('Course');
    await user.selectOptions(course, '9');
    expect(screen.getByLabelText('Course Option')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Course Option is required')).toBeInTheDocument();
  });
});
