import type { CreateEnquiry, EnquiryCreated } from '@institute/shared/content/enquiry';
import { api } from '../../../lib/api-client';

/** POST /api/enquiries */
export function sendEnquiry(enquiry: CreateEnquiry): Promise<EnquiryCreated> {
  return api<EnquiryCreated>('/api/enquiries', { method: 'POST', json: enquiry });
}
