/**
 * The sample accounts DEMO_DATA=true creates on a database without students (for trying the
 * product and for the browser tests). Never enable it on a real installation.
 */
export const DEMO = {
  centre: {
    code: 'DEMO01',
    name: 'Demo Centre, Patna',
    address: 'Boring Road, Patna, Bihar 800001',
    phone: '9000000001',
  },
  staff: { email: 'staff@demo.example.com', password: 'demo staff password', name: 'Demo Staff' },
  student: {
    email: 'student@demo.example.com',
    password: 'demo student password',
    firstname: 'Asha',
    lastname: 'Kumari',
  },
  /** The website's settings as head office would save them (example.* addresses only). */
  site: {
    instituteName: 'RV Institute of Computer & Vocational Training',
    phone: '+91 90000 00001',
    phone2: '',
    email: 'info@rv-institute.example.com',
    address: 'Boring Road, Patna, Bihar 800001',
    mapLink: '',
    openingHours: 'Mon–Sat 9:00 am – 6:00 pm',
    footerText: '',
    social: {
      facebook: 'https://www.facebook.com/rv-institute.example',
      instagram: 'https://www.instagram.com/rv-institute.example',
      linkedin: 'https://www.linkedin.com/company/rv-institute-example',
      telegram: 'https://t.me/rv_institute_example',
      twitter: 'https://twitter.com/rv_institute_example',
    },
  },
} as const;
