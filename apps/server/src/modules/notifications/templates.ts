import { instituteTimeZone } from '@institute/shared/institute-time';
import { hindiValue } from './hindi-values';

/**
 * The messages, in English and Hindi. `{name}` stands for a value of the message's data;
 * `{secret}` for its reset link or code. An SMS in India must match a template registered on the
 * DLT platform: its id (per kind) comes from SMS_TEMPLATE_IDS, and the provider is sent the values
 * in `smsVariables` order (VAR1, VAR2...).
 */
export type Locale = 'en' | 'hi';

export interface Template {
  title: string;
  subject: Record<Locale, string>;
  body: Record<Locale, string>;
  sms: Record<Locale, string>;
  /** The data names the SMS template's variables take, in order. */
  smsVariables: readonly string[];
}

const SIGN_IN_TEXT = {
  en: 'Sign in at {signInUrl} with your e-mail, your password and your registration number {registrationNumber}.',
  hi: '{signInUrl} पर अपने ईमेल, पासवर्ड और पंजीकरण संख्या {registrationNumber} से साइन इन करें।',
};

export const TEMPLATES = {
  'password-reset-link': {
    title: 'Password reset link',
    subject: { en: 'Reset your password', hi: 'अपना पासवर्ड बदलें' },
    body: {
      en: 'Hello {name},\n\nSomeone (we hope you) asked to reset the password of your account. Open this link within 30 minutes to choose a new password; it works once:\n\n{secret}\n\nIf you did not ask, ignore this message: your password stays as it is.',
      hi: 'नमस्ते {name},\n\nआपके खाते का पासवर्ड बदलने का अनुरोध किया गया है। 30 मिनट के भीतर यह लिंक खोलकर नया पासवर्ड चुनें; यह एक ही बार काम करता है:\n\n{secret}\n\nयदि आपने अनुरोध नहीं किया, तो इस संदेश को अनदेखा करें।',
    },
    sms: {
      en: 'Reset your password within 30 minutes: {secret}',
      hi: '30 मिनट के भीतर पासवर्ड बदलें: {secret}',
    },
    smsVariables: ['secret'],
  },
  'password-reset-code': {
    title: 'Password reset code',
    subject: { en: 'Your password reset code', hi: 'पासवर्ड बदलने का कोड' },
    body: {
      en: 'Your password reset code is {secret}. It works once, for 30 minutes.',
      hi: 'पासवर्ड बदलने का आपका कोड {secret} है। यह 30 मिनट तक, एक बार काम करता है।',
    },
    sms: {
      en: '{secret} is your password reset code. It works once, for 30 minutes. Do not share it.',
      hi: '{secret} आपका पासवर्ड बदलने का कोड है। यह 30 मिनट तक एक बार काम करता है। किसी को न बताएं।',
    },
    smsVariables: ['secret'],
  },
  'application-received': {
    title: 'Application received',
    subject: { en: 'We have received your application', hi: 'आपका आवेदन प्राप्त हुआ' },
    body: {
      en: 'Hello {name},\n\nYour application for {course} at {centre} has been received. The centre will review it; you can follow it at {siteUrl}/newuser.',
      hi: 'नमस्ते {name},\n\n{centre} में {course} के लिए आपका आवेदन प्राप्त हुआ है। केंद्र इसकी समीक्षा करेगा; आप इसे {siteUrl}/newuser पर देख सकते हैं।',
    },
    sms: {
      en: 'Dear {name}, your application for {course} has been received.',
      hi: 'प्रिय {name}, {course} के लिए आपका आवेदन प्राप्त हुआ है।',
    },
    smsVariables: ['name', 'course'],
  },
  'application-correction': {
    title: 'Application: correction requested',
    subject: { en: 'Your application needs a correction', hi: 'आपके आवेदन में सुधार आवश्यक है' },
    body: {
      en: 'Hello {name},\n\nThe centre asks for a correction to your application for {course}:\n\n{message}\n\nPlease correct it at {siteUrl}/newuser and send it again.',
      hi: 'नमस्ते {name},\n\nकेंद्र ने {course} के आपके आवेदन में सुधार माँगा है:\n\n{message}\n\nकृपया {siteUrl}/newuser पर सुधार कर फिर से भेजें।',
    },
    sms: {
      en: 'Dear {name}, your application for {course} needs a correction. Please see {siteUrl}/newuser',
      hi: 'प्रिय {name}, {course} के आपके आवेदन में सुधार आवश्यक है। देखें {siteUrl}/newuser',
    },
    smsVariables: ['name', 'course', 'siteUrl'],
  },
  'application-approved': {
    title: 'Application approved',
    subject: {
      en: 'Admission approved: registration number {registrationNumber}',
      hi: 'प्रवेश स्वीकृत: पंजीकरण संख्या {registrationNumber}',
    },
    body: {
      en: `Hello {name},\n\nYour application for {course} at {centre} has been approved. Your registration number is {registrationNumber}.\n\n${SIGN_IN_TEXT.en}`,
      hi: `नमस्ते {name},\n\n{centre} में {course} के लिए आपका आवेदन स्वीकृत हो गया है। आपकी पंजीकरण संख्या {registrationNumber} है।\n\n${SIGN_IN_TEXT.hi}`,
    },
    sms: {
      en: 'Dear {name}, your admission is approved. Registration number {registrationNumber}. Sign in at {signInUrl}',
      hi: 'प्रिय {name}, आपका प्रवेश स्वीकृत है। पंजीकरण संख्या {registrationNumber}। साइन इन: {signInUrl}',
    },
    smsVariables: ['name', 'registrationNumber', 'signInUrl'],
  },
  'application-rejected': {
    title: 'Application rejected',
    subject: { en: 'About your application', hi: 'आपके आवेदन के बारे में' },
    body: {
      en: 'Hello {name},\n\nWe are sorry: your application for {course} was not accepted. The centre wrote:\n\n{message}',
      hi: 'नमस्ते {name},\n\nखेद है: {course} के लिए आपका आवेदन स्वीकार नहीं हुआ। केंद्र ने लिखा:\n\n{message}',
    },
    sms: {
      en: 'Dear {name}, your application for {course} was not accepted. Please contact the centre.',
      hi: 'प्रिय {name}, {course} के लिए आपका आवेदन स्वीकार नहीं हुआ। कृपया केंद्र से संपर्क करें।',
    },
    smsVariables: ['name', 'course'],
  },
  'fee-receipt': {
    title: 'Fee receipt',
    subject: { en: 'Fee received: receipt {receiptNumber}', hi: 'शुल्क प्राप्त: रसीद {receiptNumber}' },
    body: {
      en: 'Hello {name},\n\nWe have received {amount} on {paidOn}. Your receipt number is {receiptNumber}; the receipt is in your profile at {siteUrl}/login.',
      hi: 'नमस्ते {name},\n\n{paidOn} को {amount} प्राप्त हुए। आपकी रसीद संख्या {receiptNumber} है; रसीद {siteUrl}/login पर आपकी प्रोफ़ाइल में है।',
    },
    sms: {
      en: 'Dear {name}, we have received {amount}. Receipt number {receiptNumber}.',
      hi: 'प्रिय {name}, {amount} प्राप्त हुए। रसीद संख्या {receiptNumber}।',
    },
    smsVariables: ['name', 'amount', 'receiptNumber'],
  },
  'centre-message': {
    title: 'Head office message to a centre',
    subject: { en: 'Message from head office: {subject}', hi: 'मुख्य कार्यालय का संदेश: {subject}' },
    body: {
      en: 'Dear {name},\n\nHead office has sent your centre a message, "{subject}". Read it in the dashboard at {siteUrl}/dashboard/CenterMessage.',
      hi: 'प्रिय {name},\n\nमुख्य कार्यालय ने आपके केंद्र को संदेश भेजा है, "{subject}"। इसे {siteUrl}/dashboard/CenterMessage पर पढ़ें।',
    },
    sms: {
      en: 'Dear {name}, head office has sent your centre a message. Read it at {siteUrl}/dashboard/CenterMessage',
      hi: 'प्रिय {name}, मुख्य कार्यालय ने आपके केंद्र को संदेश भेजा है। पढ़ें {siteUrl}/dashboard/CenterMessage',
    },
    smsVariables: ['name', 'siteUrl'],
  },
  'result-published': {
    title: 'Result published',
    subject: { en: 'Your result: {examTitle}', hi: 'आपका परिणाम: {examTitle}' },
    body: {
      en: 'Hello {name},\n\nYour result of "{examTitle}" is out: grade {grade}, {result}. See it in your profile after signing in at {siteUrl}/login.',
      hi: 'नमस्ते {name},\n\n"{examTitle}" का आपका परिणाम आ गया है: ग्रेड {grade}। इसे {siteUrl}/login पर साइन इन करके अपनी प्रोफ़ाइल में देखें।',
    },
    sms: {
      en: 'Dear {name}, your result of {examTitle} is out: grade {grade}.',
      hi: 'प्रिय {name}, {examTitle} का आपका परिणाम: ग्रेड {grade}।',
    },
    smsVariables: ['name', 'examTitle', 'grade'],
  },
  'wallet-low': {
    title: 'Low wallet balance',
    subject: { en: 'Your centre wallet is low: {balance}', hi: 'केंद्र वॉलेट में कम राशि: {balance}' },
    body: {
      en: 'Dear {name},\n\nYour centre wallet balance is now {balance}. Approvals and registrations that need a fee are refused when the balance is too low: please add funds at {siteUrl}/dashboard/AddAccount.',
      hi: 'प्रिय {name},\n\nआपके केंद्र वॉलेट की राशि अब {balance} है। राशि कम होने पर शुल्क वाले प्रवेश अस्वीकार होते हैं: कृपया {siteUrl}/dashboard/AddAccount पर राशि जोड़ें।',
    },
    sms: {
      en: 'Dear {name}, your centre wallet balance is {balance}. Please add funds.',
      hi: 'प्रिय {name}, आपके केंद्र वॉलेट की राशि {balance} है। कृपया राशि जोड़ें।',
    },
    smsVariables: ['name', 'balance'],
  },
  'certificate-approved': {
    title: 'Certificate approved',
    subject: { en: 'Your certificate has been approved', hi: 'आपका प्रमाणपत्र स्वीकृत हुआ' },
    body: {
      en: 'Hello {name},\n\nHead office has approved your certificate. It will be printed and sent to you; we will write again when it is dispatched.',
      hi: 'नमस्ते {name},\n\nमुख्य कार्यालय ने आपका प्रमाणपत्र स्वीकृत कर दिया है। यह छापकर आपको भेजा जाएगा; भेजे जाने पर हम फिर सूचित करेंगे।',
    },
    sms: {
      en: 'Dear {name}, your certificate has been approved by head office.',
      hi: 'प्रिय {name}, मुख्य कार्यालय ने आपका प्रमाणपत्र स्वीकृत कर दिया है।',
    },
    smsVariables: ['name'],
  },
  'certificate-delivered': {
    title: 'Certificate delivered',
    subject: { en: 'Your certificate has been delivered', hi: 'आपका प्रमाणपत्र पहुँच गया है' },
    body: {
      en: 'Hello {name},\n\nYour certificate has been marked as delivered. Anyone can verify it at {siteUrl}/verify.',
      hi: 'नमस्ते {name},\n\nआपका प्रमाणपत्र पहुँचा हुआ दर्ज किया गया है। कोई भी इसे {siteUrl}/verify पर जाँच सकता है।',
    },
    sms: {
      en: 'Dear {name}, your certificate has been delivered. Verify it at {siteUrl}/verify',
      hi: 'प्रिय {name}, आपका प्रमाणपत्र पहुँच गया है। जाँचें {siteUrl}/verify',
    },
    smsVariables: ['name', 'siteUrl'],
  },
  'certificate-dispatched': {
    title: 'Certificate dispatched',
    subject: { en: 'Your certificate is on its way', hi: 'आपका प्रमाणपत्र भेज दिया गया है' },
    body: {
      en: 'Hello {name},\n\nYour certificate has been dispatched by {courier}, tracking number {trackingNumber}.',
      hi: 'नमस्ते {name},\n\nआपका प्रमाणपत्र {courier} द्वारा भेजा गया है, ट्रैकिंग संख्या {trackingNumber}।',
    },
    sms: {
      en: 'Dear {name}, your certificate was dispatched by {courier}, tracking number {trackingNumber}.',
      hi: 'प्रिय {name}, आपका प्रमाणपत्र {courier} द्वारा भेजा गया, ट्रैकिंग संख्या {trackingNumber}।',
    },
    smsVariables: ['name', 'courier', 'trackingNumber'],
  },
  'certificate-revoked': {
    title: 'Certificate revoked',
    subject: {
      en: 'Your certificate {number} has been revoked',
      hi: 'आपका प्रमाणपत्र {number} रद्द कर दिया गया है',
    },
    body: {
      en: 'Hello {name},\n\nHead office has revoked your certificate {number}. The reason given:\n\n{reason}\n\nAnyone who checks this certificate at {siteUrl}/verify now sees it as revoked, with this reason.\n\nWhat to do next: contact your centre, {centre} (phone {centrePhone}). It can tell you what happens now and whether a new certificate can be requested.',
      hi: 'नमस्ते {name},\n\nमुख्य कार्यालय ने आपका प्रमाणपत्र {number} रद्द कर दिया है। बताया गया कारण:\n\n{reason}\n\n{siteUrl}/verify पर इस प्रमाणपत्र की जाँच करने वाले को अब यह इसी कारण के साथ रद्द दिखेगा।\n\nआगे क्या करें: अपने केंद्र, {centre} (फ़ोन {centrePhone}) से संपर्क करें। वह बताएगा कि अब क्या होगा और क्या नए प्रमाणपत्र का अनुरोध किया जा सकता है।',
    },
    sms: {
      en: 'Dear {name}, your certificate {number} has been revoked: {reason}. Please contact your centre {centre}, {centrePhone}.',
      hi: 'प्रिय {name}, आपका प्रमाणपत्र {number} रद्द कर दिया गया है: {reason}। कृपया अपने केंद्र {centre}, {centrePhone} से संपर्क करें।',
    },
    smsVariables: ['name', 'number', 'reason', 'centre', 'centrePhone'],
  },
  'exam-scheduled': {
    title: 'Exam scheduled',
    subject: { en: 'Online exam: {examTitle}', hi: 'ऑनलाइन परीक्षा: {examTitle}' },
    body: {
      en: 'Hello {name},\n\nYour online exam "{examTitle}" is open from {opensAt} to {closesAt} (India time). Take it at {examUrl} after signing in.',
      hi: 'नमस्ते {name},\n\nआपकी ऑनलाइन परीक्षा "{examTitle}" {opensAt} से {closesAt} (भारतीय समय) तक खुली है। साइन इन करके {examUrl} पर दें।',
    },
    sms: {
      en: 'Dear {name}, your online exam opens {opensAt} and closes {closesAt}: {examUrl}',
      hi: 'प्रिय {name}, आपकी ऑनलाइन परीक्षा {opensAt} से {closesAt} तक: {examUrl}',
    },
    smsVariables: ['name', 'opensAt', 'closesAt', 'examUrl'],
  },
  'fee-payment-link': {
    title: 'Fee payment link',
    subject: { en: 'Pay your fee of {amount} online', hi: 'अपना {amount} शुल्क ऑनलाइन जमा करें' },
    body: {
      en: 'Hello {name},\n\nYou can pay your fee of {amount} online (UPI, card or net banking) at this link:\n\n{link}\n\nYour receipt is made as soon as the payment is received.',
      hi: 'नमस्ते {name},\n\nआप अपना {amount} शुल्क इस लिंक पर ऑनलाइन (UPI, कार्ड या नेट बैंकिंग) जमा कर सकते हैं:\n\n{link}\n\nभुगतान मिलते ही आपकी रसीद बन जाती है।',
    },
    sms: {
      en: 'Dear {name}, pay your fee of {amount} online: {link}',
      hi: 'प्रिय {name}, अपना {amount} शुल्क ऑनलाइन जमा करें: {link}',
    },
    smsVariables: ['name', 'amount', 'link'],
  },
  'dues-reminder': {
    title: 'Fee instalment reminder',
    subject: {
      en: 'Fee instalment due on {dueDate}',
      hi: 'शुल्क की किस्त {dueDate} को देय',
    },
    body: {
      en: 'Hello {name},\n\nYour fee instalment of {amount} for {course} is due on {dueDate}. Please pay it at your centre. If you have already paid, please ignore this message.',
      hi: 'नमस्ते {name},\n\n{course} के लिए आपकी शुल्क किस्त {amount} {dueDate} को देय है। कृपया अपने केंद्र पर जमा करें। यदि आप जमा कर चुके हैं, तो इस संदेश को अनदेखा करें।',
    },
    sms: {
      en: 'Dear {name}, your fee instalment of {amount} is due on {dueDate}. Please pay at your centre.',
      hi: 'प्रिय {name}, आपकी शुल्क किस्त {amount} {dueDate} को देय है। कृपया केंद्र पर जमा करें।',
    },
    smsVariables: ['name', 'amount', 'dueDate'],
  },
  'monthly-summary': {
    title: 'Monthly summary for head office',
    subject: {
      en: 'The network in {month}',
      hi: '{month} में नेटवर्क',
    },
    body: {
      en: "Hello {name},\n\nThe network's figures for {month}:\n\n- Admissions: {admissions}\n- Certificates issued: {certificates}\n- Fees collected: {collected} ({receipts} receipts)\n- Dues outstanding at the month's end: {dues}\n- Wallet top-ups: {topUps}\n- Enquiries: {enquiries}\n- Exam pass rate: {passRate}\n- Attendance rate: {attendanceRate}\n\nThe attached workbook holds every report of the month, centre by centre. The reports are always at {siteUrl}/dashboard/Reports.",
      hi: 'नमस्ते {name},\n\n{month} के लिए नेटवर्क के आंकड़े:\n\n- प्रवेश: {admissions}\n- जारी प्रमाणपत्र: {certificates}\n- एकत्रित शुल्क: {collected} ({receipts} रसीदें)\n- माह के अंत में बकाया: {dues}\n- वॉलेट टॉप-अप: {topUps}\n- पूछताछ: {enquiries}\n- परीक्षा उत्तीर्ण दर: {passRate}\n- उपस्थिति दर: {attendanceRate}\n\nसंलग्न वर्कबुक में माह की हर रिपोर्ट केंद्र-वार है। रिपोर्टें हमेशा {siteUrl}/dashboard/Reports पर उपलब्ध हैं।',
    },
    sms: {
      en: 'The network in {month}: {admissions} admissions, {collected} collected.',
      hi: '{month} में नेटवर्क: {admissions} प्रवेश, {collected} एकत्रित।',
    },
    smsVariables: ['month', 'admissions', 'collected'],
  },
  'absence-alert': {
    title: 'Absence alert to the guardian',
    subject: {
      en: '{name} has missed {absences} classes in a row',
      hi: '{name} लगातार {absences} कक्षाओं में अनुपस्थित रहे हैं',
    },
    body: {
      en: 'Dear parent or guardian,\n\n{name} has been absent from the batch {batch} for {absences} classes in a row, since {since}. Please contact the centre if there is a reason we should know, so that {name} does not fall behind.',
      hi: 'प्रिय अभिभावक,\n\n{name} बैच {batch} की लगातार {absences} कक्षाओं में {since} से अनुपस्थित रहे हैं। यदि इसका कोई कारण है तो कृपया केंद्र से संपर्क करें, ताकि {name} पढ़ाई में पीछे न रहें।',
    },
    sms: {
      en: 'Dear guardian, {name} has been absent from {batch} for {absences} classes in a row since {since}. Please contact the centre.',
      hi: 'प्रिय अभिभावक, {name} {batch} की लगातार {absences} कक्षाओं में {since} से अनुपस्थित हैं। कृपया केंद्र से संपर्क करें।',
    },
    smsVariables: ['name', 'batch', 'absences', 'since'],
  },
  'affiliation-expiry': {
    title: 'Affiliation ending soon',
    subject: {
      en: 'Your centre’s affiliation ends on {validUntil}',
      hi: 'आपके केंद्र की संबद्धता {validUntil} को समाप्त हो रही है',
    },
    body: {
      en: 'Hello {name},\n\nThe affiliation of your centre {code} ends on {validUntil}, in {days} days. After that day the centre cannot admit students or request certificates until it is renewed. Renew it from the Affiliation screen of the dashboard; the renewal fee of {fee} is paid from the centre’s wallet.',
      hi: 'नमस्ते {name},\n\nआपके केंद्र {code} की संबद्धता {validUntil} को, {days} दिनों में, समाप्त हो रही है। उस दिन के बाद नवीनीकरण होने तक केंद्र न तो छात्रों को प्रवेश दे सकेगा और न ही प्रमाणपत्र का अनुरोध कर सकेगा। डैशबोर्ड की "संबद्धता" स्क्रीन से इसका नवीनीकरण करें; {fee} का नवीनीकरण शुल्क केंद्र के वॉलेट से दिया जाता है।',
    },
    sms: {
      en: 'Dear {name}, the affiliation of centre {code} ends on {validUntil}. Renew it to keep admitting students.',
      hi: 'प्रिय {name}, केंद्र {code} की संबद्धता {validUntil} को समाप्त हो रही है। छात्रों को प्रवेश देते रहने के लिए नवीनीकरण करें।',
    },
    smsVariables: ['name', 'code', 'validUntil'],
  },
  'centre-application-received': {
    title: 'Centre application received',
    subject: {
      en: 'Your application to open a centre was received',
      hi: 'केंद्र खोलने का आपका आवेदन प्राप्त हुआ',
    },
    body: {
      en: 'Hello {name},\n\nThank you for applying to open the centre {centre}. Head office will review your application and write to you at this address.',
      hi: 'नमस्ते {name},\n\nकेंद्र {centre} खोलने के लिए आवेदन करने हेतु धन्यवाद। मुख्य कार्यालय आपके आवेदन की समीक्षा करेगा और आपको इसी पते पर लिखेगा।',
    },
    sms: {
      en: 'Dear {name}, your application to open the centre {centre} was received.',
      hi: 'प्रिय {name}, केंद्र {centre} खोलने का आपका आवेदन प्राप्त हुआ।',
    },
    smsVariables: ['name', 'centre'],
  },
  'centre-application-more': {
    title: 'Centre application: more needed',
    subject: {
      en: 'Your centre application needs more',
      hi: 'आपके केंद्र आवेदन के लिए और जानकारी चाहिए',
    },
    body: {
      en: 'Hello {name},\n\nHead office reviewed your application to open the centre {centre} and asks for more:\n\n{message}\n\nAdd it from this link (it works until you send what is asked):\n\n{secret}',
      hi: 'नमस्ते {name},\n\nमुख्य कार्यालय ने केंद्र {centre} खोलने के आपके आवेदन की समीक्षा की है और यह और माँगा है:\n\n{message}\n\nइस लिंक से जोड़ें (माँगी गई चीज़ भेजने तक यह काम करता है):\n\n{secret}',
    },
    sms: {
      en: 'Dear {name}, head office needs more for your centre application. Add it here: {secret}',
      hi: 'प्रिय {name}, आपके केंद्र आवेदन के लिए मुख्य कार्यालय को और जानकारी चाहिए। यहाँ जोड़ें: {secret}',
    },
    smsVariables: ['name', 'secret'],
  },
  'centre-application-approved': {
    title: 'Centre application approved',
    subject: {
      en: 'Your centre {code} is approved',
      hi: 'आपका केंद्र {code} स्वीकृत हुआ',
    },
    body: {
      en: 'Hello {name},\n\nYour application is approved: the centre {centre} has the code {code} and is affiliated until {validUntil}. Your manager account is {email}. Choose its password from this link within 7 days; it works once:\n\n{secret}',
      hi: 'नमस्ते {name},\n\nआपका आवेदन स्वीकृत हुआ: केंद्र {centre} का कोड {code} है और इसकी संबद्धता {validUntil} तक है। आपका प्रबंधक खाता {email} है। 7 दिनों के भीतर इस लिंक से इसका पासवर्ड चुनें; यह एक ही बार काम करता है:\n\n{secret}',
    },
    sms: {
      en: 'Dear {name}, your centre {code} is approved. Choose your password: {secret}',
      hi: 'प्रिय {name}, आपका केंद्र {code} स्वीकृत हुआ। अपना पासवर्ड चुनें: {secret}',
    },
    smsVariables: ['name', 'code', 'secret'],
  },
  'centre-application-refused': {
    title: 'Centre application refused',
    subject: {
      en: 'Your application to open a centre was not approved',
      hi: 'केंद्र खोलने का आपका आवेदन स्वीकृत नहीं हुआ',
    },
    body: {
      en: 'Hello {name},\n\nWe are sorry: your application to open the centre {centre} was not approved. The reason:\n\n{reason}',
      hi: 'नमस्ते {name},\n\nखेद है: केंद्र {centre} खोलने का आपका आवेदन स्वीकृत नहीं हुआ। कारण:\n\n{reason}',
    },
    sms: {
      en: 'Dear {name}, your application to open the centre {centre} was not approved; see your e-mail.',
      hi: 'प्रिय {name}, केंद्र {centre} खोलने का आपका आवेदन स्वीकृत नहीं हुआ; अपना ईमेल देखें।',
    },
    smsVariables: ['name', 'centre'],
  },
  'sign-in-failures': {
    title: 'Failed sign-ins on your account',
    subject: {
      en: 'Failed sign-in attempts on your account',
      hi: 'आपके खाते में साइन-इन के असफल प्रयास',
    },
    body: {
      en: 'Hello {name},\n\nBy {at}, {attempts} attempts to sign in to your account with a wrong password had failed within a day. Your account is not locked: you can still sign in as usual, and addresses that keep failing are made to wait.\n\nIf these were not you, someone may be guessing your password. Make sure it is long and not used on any other site; you can change it after signing in, or reset it at {siteUrl}/forgot-password.',
      hi: 'नमस्ते {name},\n\n{at} तक, एक दिन के भीतर आपके खाते में गलत पासवर्ड से साइन इन करने के {attempts} प्रयास असफल हुए। आपका खाता बंद नहीं है: आप हमेशा की तरह साइन इन कर सकते हैं, और बार-बार असफल होने वाले पतों को प्रतीक्षा कराई जाती है।\n\nयदि ये प्रयास आपने नहीं किए, तो कोई आपका पासवर्ड अनुमान लगाने की कोशिश कर रहा हो सकता है। सुनिश्चित करें कि पासवर्ड लंबा हो और किसी अन्य साइट पर उपयोग न होता हो; आप साइन इन करके इसे बदल सकते हैं, या {siteUrl}/forgot-password पर नया चुन सकते हैं।',
    },
    sms: {
      en: 'Dear {name}, there have been {attempts} failed sign-in attempts on your account. If these were not you, change your password.',
      hi: 'प्रिय {name}, आपके खाते में साइन-इन के {attempts} असफल प्रयास हुए हैं। यदि ये आपने नहीं किए, तो अपना पासवर्ड बदलें।',
    },
    smsVariables: ['name', 'attempts'],
  },
  announcement: {
    title: 'Announcement',
    // The announcement's own title and body, in the reader's language (modules/announcements).
    subject: { en: '{title}', hi: '{title}' },
    body: { en: 'Dear {name},\n\n{body}', hi: 'प्रिय {name},\n\n{body}' },
    sms: { en: '{title}: {body}', hi: '{title}: {body}' },
    smsVariables: ['title', 'body'],
  },
} satisfies Record<string, Template>;

export type NotificationKind = keyof typeof TEMPLATES;

/** Kinds that are reminders: not written for a person who turned reminders off. */
export const REMINDER_KINDS: ReadonlySet<string> = new Set<NotificationKind>(['dues-reminder']);

export const isKind = (kind: string): kind is NotificationKind => kind in TEMPLATES;

/**
 * Essential kinds (decision 0085): sent whatever the person's channels, opt-out or STOP reply,
 * since the person asked for them or needs them to reach their account: password resets, the
 * link to an account or application, and the warning of failed sign-ins.
 */
export const ESSENTIAL_KINDS: ReadonlySet<string> = new Set<NotificationKind>([
  'password-reset-link',
  'password-reset-code',
  'centre-application-more',
  'centre-application-approved',
  'sign-in-failures',
]);

export const CHANNELS = ['whatsapp', 'sms', 'email'] as const;
export type Channel = (typeof CHANNELS)[number];
/** The order a message tries its channels in, unless head office set another for its kind. */
export const DEFAULT_CHANNEL_ORDER: readonly Channel[] = CHANNELS;

/** The approved WhatsApp template of a kind: institute_<kind, dashes as underscores>, unless set. */
export function whatsappTemplateName(kind: string, names: Record<string, string> = {}): string {
  return names[kind] ?? `institute_${kind.replaceAll('-', '_')}`;
}

/** Meta's template category: one-time codes are AUTHENTICATION, everything else UTILITY. */
export function whatsappCategory(kind: NotificationKind): 'AUTHENTICATION' | 'UTILITY' {
  return kind === 'password-reset-code' ? 'AUTHENTICATION' : 'UTILITY';
}

/**
 * The body to register for a kind's WhatsApp template: the SMS wording, its values as {{1}},
 * {{2}}... in `smsVariables` order (the same values are sent). WhatsApp refuses a body that
 * starts or ends with a variable, so such a body gets a greeting or a closing word (a one-time
 * code's AUTHENTICATION template has Meta's own fixed wording).
 */
export function whatsappBody(kind: NotificationKind, locale: Locale): string {
  const template: Template = TEMPLATES[kind];
  const body = template.sms[locale].replace(/\{([a-zA-Z]+)\}/g, (whole, name: string) => {
    const index = template.smsVariables.indexOf(name);
    return index === -1 ? whole : `{{${index + 1}}}`;
  });
  if (whatsappCategory(kind) === 'AUTHENTICATION') return body;
  const opened = body.startsWith('{{') ? `${locale === 'hi' ? 'नमस्ते,' : 'Hello,'} ${body}` : body;
  return /\}\}$/.test(opened) ? `${opened} ${locale === 'hi' ? 'धन्यवाद।' : 'Thank you.'}` : opened;
}

let shownTime: Intl.DateTimeFormat | undefined;
/** Instants as messages show them, in the institute's time zone (made once: formatters cost). */
function instituteTime(): Intl.DateTimeFormat {
  if (shownTime?.resolvedOptions().timeZone !== instituteTimeZone()) {
    shownTime = new Intl.DateTimeFormat('en-IN', {
      timeZone: instituteTimeZone(),
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    });
  }
  return shownTime;
}
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/**
 * A value as a message shows it: instants in the institute's time ('23 Nov 2026, 10:30 pm'); in a
 * Hindi message, dates and times in Hindi ('23 नवंबर 2026, रात 10:30', hindi-values.ts).
 */
function shown(value: string | number | undefined, locale: Locale = 'en'): string {
  if (value === undefined) return '';
  const text = String(value);
  if (locale === 'hi') return hindiValue(text);
  return ISO_TIME.test(text) ? instituteTime().format(new Date(text)) : text;
}

/** Fills `{name}` placeholders; a value the data lacks is left empty. */
export function fill(
  text: string,
  values: Record<string, string | number>,
  locale: Locale = 'en',
): string {
  return text.replace(/\{([a-zA-Z]+)\}/g, (_, key: string) => shown(values[key], locale));
}

export interface RenderedMessage {
  subject: string;
  text: string;
  sms: string;
  smsValues: string[];
}

export function render(
  kind: NotificationKind,
  locale: Locale,
  values: Record<string, string | number>,
  /** Head office's wording of the e-mail, if edited. */
  edited?: { subject: string; body: string },
): RenderedMessage {
  const template: Template = TEMPLATES[kind];
  return {
    subject: fill(edited?.subject ?? template.subject[locale], values, locale),
    text: fill(edited?.body ?? template.body[locale], values, locale),
    sms: fill(template.sms[locale], values, locale),
    smsValues: template.smsVariables.map((name) => shown(values[name], locale)),
  };
}

const PLACEHOLDER = /\{([a-zA-Z]+)\}/g;
const namesIn = (text: string) => [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!);

/** The placeholders a kind's messages may use: those of its built-in texts, and the site's address. */
export function placeholdersOf(kind: NotificationKind): string[] {
  const template: Template = TEMPLATES[kind];
  const names = new Set(['name', 'siteUrl']);
  for (const locale of ['en', 'hi'] as const) {
    for (const text of [template.subject[locale], template.body[locale], template.sms[locale]]) {
      for (const name of namesIn(text)) names.add(name);
    }
  }
  return [...names].sort();
}

/** Placeholders of an edited text that the kind does not know. */
export function unknownPlaceholders(kind: NotificationKind, texts: string[]): string[] {
  const known = new Set(placeholdersOf(kind));
  return [...new Set(texts.flatMap(namesIn))].filter((name) => !known.has(name));
}

/** Made-up values for the preview of an edited template. */
export const SAMPLE_VALUES: Record<string, string> = {
  name: 'Sunita',
  course: '1-Month Certificate Course',
  centre: 'Demo Centre, Patna',
  message: 'Please send a clearer photo.',
  registrationNumber: 'RV2026000123',
  courier: 'India Post',
  trackingNumber: 'EE123456789IN',
  number: 'RVC2026000017',
  reason: 'Printed with a wrong grade',
  centrePhone: '9876543210',
  examTitle: 'Fundamentals final',
  examId: '42',
  opensAt: '2026-12-01T04:30:00.000Z',
  closesAt: '2026-12-01T06:30:00.000Z',
  amount: '₹1,250.00',
  receiptNumber: 'DEMO01/2026/000017',
  paidOn: '2026-11-23',
  subject: 'New exam calendar',
  grade: 'A',
  result: 'passed',
  balance: '₹850.00',
  attempts: '20',
  at: '2026-11-23T04:30:00.000Z',
  title: 'Centre closed on Monday',
  body: 'The centre is closed on Monday for Guru Nanak Jayanti. Classes resume on Tuesday.',
};
