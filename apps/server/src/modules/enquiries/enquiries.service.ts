import {
  ENQUIRY_THANKS,
  type CreateEnquiry,
  type EnquiryCreated,
} from '@institute/shared/content/enquiry';
import { nowIso } from '../../lib/time';
import type { EnquiriesRepository } from './enquiries.repository';

/** Saves a visitor's enquiry as 'new', for the staff's Course Enquiry screen. */
export async function createEnquiry(
  repository: EnquiriesRepository,
  input: CreateEnquiry,
): Promise<EnquiryCreated> {
  const now = nowIso();
  const id = await repository.insert(
    input.source === 'contact'
      ? {
          source: 'contact',
          course_title: null,
          name: input.name,
          email: input.email,
          phone: null,
          message: input.message,
          centre_id: null,
          notes: null,
          created_at: now,
          updated_at: now,
        }
      : {
          source: input.source,
          course_title: input.courseTitle,
          name: input.name,
          email: input.email || null,
          phone: input.phone.replace(/[\s-]/g, ''),
          message: input.message,
          centre_id: null,
          notes: null,
          created_at: now,
          updated_at: now,
        },
  );
  return { id, message: ENQUIRY_THANKS };
}
