// Sample data for the printed documents (marksheet, admit card, fee receipt), shared by the
// tests that render them.
import type { AdmitCard, ExamSession, Marksheet } from '@institute/shared/offline-exams';
import type { Receipt } from '@institute/shared/student-fees';

const session: ExamSession = {
  id: 7,
  centreId: 1,
  centreName: 'Patna Main Centre',
  courseCode: 'DCA',
  courseName: 'Diploma in Computer Applications',
  title: 'Final examination November 2026',
  examDate: '2026-11-20',
  examTime: '10:00',
  venue: null,
  subjects: [],
  markedStudents: 1,
  results: {
    status: 'published',
    submittedBy: null,
    submittedAt: null,
    publishedBy: 'Head Office',
    publishedAt: '2026-11-21T05:00:00.000Z',
    issueDate: '2026-11-21',
  },
};

export const marksheet: Marksheet = {
  institute: 'RV Institute of Computer & Vocational Training',
  session,
  student: {
    registrationNumber: 'RV26-0001',
    name: 'Asha Kumari',
    fatherName: 'Ram Kishore Prasad',
    courseOption: 'DCA (12 months)',
  },
  lines: [
    { subject: 'Fundamentals of Computers', maxMarks: 100, marks: 78, absent: false },
    { subject: 'Office Automation', maxMarks: 100, marks: 85, absent: false },
    { subject: 'Internet and Email', maxMarks: 50, marks: null, absent: true },
  ],
  result: { obtainedMarks: 163, maximumMarks: 250, percentage: '65.20%', grade: 'B', passed: true },
  issueDate: '2026-11-21',
};

export const admitCard: AdmitCard = {
  institute: 'RV Institute of Computer & Vocational Training',
  session,
  centreAddress: 'Near Gandhi Maidan, Exhibition Road, Patna, Bihar 800001',
  student: {
    registrationNumber: 'RV26-0001',
    name: 'Asha Kumari',
    fatherName: 'Ram Kishore Prasad',
    dob: '2004-05-17',
    courseOption: 'DCA (12 months)',
    photoUrl: null,
    signatureUrl: null,
  },
};

export const receipt: Receipt = {
  id: 12,
  receiptNumber: 'PAT/2026/000012',
  amountPaise: 1_250_000,
  amountInWords: 'Rupees twelve thousand five hundred only',
  mode: 'bank',
  reference: 'UTR 402918273645',
  chequeBank: null,
  paidOn: '2026-11-20',
  reversed: true,
  refundedPaise: 0,
  gst: null,
  createdAt: '2026-11-20T10:00:00Z',
  createdBy: 'Sunita Verma',
  student: {
    registrationNumber: 'RV26-0001',
    name: 'Asha Kumari',
    courseCode: 'DCA',
    courseName: 'Diploma in Computer Applications',
    admissionDate: '2026-01-10',
    centre: { id: 1, code: 'PAT', name: 'Patna Main Centre' },
  },
  centre: {
    code: 'PAT',
    name: 'Patna Main Centre',
    address: 'Near Gandhi Maidan, Exhibition Road, Patna, Bihar 800001',
    phone: '0612-2345678',
  },
  duePaiseAfter: 850_000,
};
