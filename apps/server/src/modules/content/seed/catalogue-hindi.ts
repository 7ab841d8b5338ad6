// Longer than 400 lines on purpose: data (the Hindi of the course pages' texts), not logic.

/**
 * The Hindi of the texts the catalogue and duration pages ship with (issue 34, decision 0073),
 * by their English: page titles and summaries, course names and subject lists. Names of
 * software (MS Excel, Tally Prime) stay as people write them. A card's subjects of several
 * semesters ('Semester 2: ...') are looked up line by line (see hindi-seed.ts).
 */
export const CATALOGUE_HINDI: Readonly<Record<string, string>> = {
  'Short Certificate Courses': 'लघु सर्टिफ़िकेट कोर्स',
  'Short certificate courses in office software, accounting, typing, programming and design.':
    'ऑफ़िस सॉफ़्टवेयर, अकाउंटिंग, टाइपिंग, प्रोग्रामिंग और डिज़ाइन के लघु सर्टिफ़िकेट कोर्स।',
  'Diploma Courses': 'डिप्लोमा कोर्स',
  'Diploma courses in computers, trades, beauty and services.':
    'कंप्यूटर, तकनीकी ट्रेड, ब्यूटी और सेवा क्षेत्र के डिप्लोमा कोर्स।',
  'Advance Diploma Courses': 'एडवांस डिप्लोमा कोर्स',
  'Advance diploma courses in computing, fine art, dance, music, yoga, cooking, journalism and more, graded from Junior 1st year to Teacher Training 9th year.':
    'कंप्यूटर, ललित कला, नृत्य, संगीत, योग, पाक कला, पत्रकारिता और अन्य विषयों के एडवांस डिप्लोमा कोर्स, जूनियर प्रथम वर्ष से शिक्षक प्रशिक्षण नवम वर्ष तक श्रेणीबद्ध।',
  'Health Care Courses': 'स्वास्थ्य सेवा कोर्स',
  'Health care diplomas: general duty assistant, patient care assistant and medical laboratory technology.':
    'स्वास्थ्य सेवा डिप्लोमा: जनरल ड्यूटी असिस्टेंट, पेशेंट केयर असिस्टेंट और मेडिकल लैबोरेटरी टेक्नोलॉजी।',
  'Professional IT Courses': 'प्रोफ़ेशनल आईटी कोर्स',
  'Job-oriented IT courses: accounting, programming, web, design, networking, data and cloud.':
    'रोज़गार-उन्मुख आईटी कोर्स: अकाउंटिंग, प्रोग्रामिंग, वेब, डिज़ाइन, नेटवर्किंग, डेटा और क्लाउड।',
  '1 Month Courses': '1 महीने के कोर्स',
  'One-month certificate courses: Fundamental, MS Word, MS Excel and MS Power Point.':
    'एक महीने के सर्टिफ़िकेट कोर्स: फ़ंडामेंटल, MS Word, MS Excel और MS Power Point।',
  '3 Months Courses': '3 महीने के कोर्स',
  'Three-month certificate courses in office software, accounting, typing, design and programming.':
    'ऑफ़िस सॉफ़्टवेयर, अकाउंटिंग, टाइपिंग, डिज़ाइन और प्रोग्रामिंग के तीन महीने के सर्टिफ़िकेट कोर्स।',
  '6 Months Courses': '6 महीने के कोर्स',
  'Six-month certificate courses in computer application, accounting, design and programming.':
    'कंप्यूटर एप्लिकेशन, अकाउंटिंग, डिज़ाइन और प्रोग्रामिंग के छह महीने के सर्टिफ़िकेट कोर्स।',
  '12 Months Courses': '12 महीने के कोर्स',
  'One-year diploma and advance diploma courses in computers, accounting and health care.':
    'कंप्यूटर, अकाउंटिंग और स्वास्थ्य सेवा के एक वर्ष के डिप्लोमा और एडवांस डिप्लोमा कोर्स।',
  '18 Months Courses': '18 महीने के कोर्स',
  'Eighteen-month diploma courses in programming, design and accounting.':
    'प्रोग्रामिंग, डिज़ाइन और अकाउंटिंग के अठारह महीने के डिप्लोमा कोर्स।',
  '24 Months Courses': '24 महीने के कोर्स',
  'Two-year diploma courses in computer science, IT, software, multimedia, accounting and health care.':
    'कंप्यूटर साइंस, आईटी, सॉफ़्टवेयर, मल्टीमीडिया, अकाउंटिंग और स्वास्थ्य सेवा के दो वर्ष के डिप्लोमा कोर्स।',
  'Computer Fundamentals': 'कंप्यूटर की बुनियादी बातें',
  'MS Word': 'MS Word',
  'MS Excel': 'MS Excel',
  'MS Power Point': 'MS Power Point',
  'MS Access': 'MS Access',
  'MS Office': 'MS Office',
  'Advanced Excel': 'एडवांस्ड Excel',
  'Tally Prime': 'Tally Prime',
  'Tally Prime with GST': 'GST सहित Tally Prime',
  'Busy Accounting Software': 'Busy अकाउंटिंग सॉफ़्टवेयर',
  'Payroll Management': 'पेरोल प्रबंधन',
  'GST Practitioner': 'GST प्रैक्टिशनर',
  'English Typing': 'अंग्रेज़ी टाइपिंग',
  'Hindi Typing': 'हिंदी टाइपिंग',
  'English and Hindi Typing': 'अंग्रेज़ी और हिंदी टाइपिंग',
  'Data Entry Operator': 'डेटा एंट्री ऑपरेटर',
  'Internet and Email': 'इंटरनेट और ईमेल',
  'Digital Literacy': 'डिजिटल साक्षरता',
  'Cyber Safety': 'साइबर सुरक्षा जागरूकता',
  'C Programming': 'C प्रोग्रामिंग',
  'C++ Programming': 'C++ प्रोग्रामिंग',
  'Python Programming': 'Python प्रोग्रामिंग',
  'Java Programming': 'Java प्रोग्रामिंग',
  'HTML and CSS': 'HTML और CSS',
  JavaScript: 'JavaScript',
  'PHP and MySQL': 'PHP और MySQL',
  'SQL Databases': 'SQL डेटाबेस',
  WordPress: 'WordPress',
  Photoshop: 'Photoshop',
  CorelDRAW: 'CorelDRAW',
  PageMaker: 'PageMaker',
  'Adobe Illustrator': 'Adobe Illustrator',
  'Adobe InDesign': 'Adobe InDesign',
  'Video Editing': 'वीडियो एडिटिंग',
  'Canva Design': 'Canva डिज़ाइन',
  'AutoCAD 2D': 'AutoCAD 2D',
  'AutoCAD 3D': 'AutoCAD 3D',
  'Computer Hardware': 'कंप्यूटर हार्डवेयर',
  'Computer Networking': 'कंप्यूटर नेटवर्किंग',
  'Mobile Repairing': 'मोबाइल रिपेयरिंग',
  'CCTV Installation': 'CCTV इंस्टॉलेशन',
  'Digital Marketing': 'डिजिटल मार्केटिंग',
  'Social Media Marketing': 'सोशल मीडिया मार्केटिंग',
  'E-Commerce Basics': 'ई-कॉमर्स की बुनियादी बातें',
  'Spoken English': 'अंग्रेज़ी बोलचाल',
  'Personality Development': 'व्यक्तित्व विकास',
  'Office Assistant': 'ऑफ़िस सहायक',
  'Computer Teacher Training': 'कंप्यूटर शिक्षक प्रशिक्षण',
  'Cloud Computing Basics': 'क्लाउड कंप्यूटिंग की बुनियादी बातें',
  'Artificial Intelligence Basics': 'आर्टिफ़िशियल इंटेलिजेंस की बुनियादी बातें',
  'Diploma in Computer Application': 'कंप्यूटर एप्लिकेशन में डिप्लोमा',
  'Diploma in Information Technology': 'सूचना प्रौद्योगिकी में डिप्लोमा',
  'Diploma in Financial Accounting': 'वित्तीय लेखांकन में डिप्लोमा',
  'Diploma in Desktop Publishing': 'डेस्कटॉप पब्लिशिंग में डिप्लोमा',
  'Diploma in Graphic Designing': 'ग्राफ़िक डिज़ाइनिंग में डिप्लोमा',
  'Diploma in Web Designing': 'वेब डिज़ाइनिंग में डिप्लोमा',
  'Diploma in Web Development': 'वेब डेवलपमेंट में डिप्लोमा',
  'Diploma in Programming': 'प्रोग्रामिंग में डिप्लोमा',
  'Diploma in Python Programming': 'Python प्रोग्रामिंग में डिप्लोमा',
  'Diploma in Java Programming': 'Java प्रोग्रामिंग में डिप्लोमा',
  'Diploma in Computer Hardware and Networking': 'कंप्यूटर हार्डवेयर और नेटवर्किंग में डिप्लोमा',
  'Diploma in Multimedia': 'मल्टीमीडिया में डिप्लोमा',
  'Diploma in Animation': 'एनिमेशन में डिप्लोमा',
  'Diploma in Video Editing': 'वीडियो एडिटिंग में डिप्लोमा',
  'Diploma in Digital Marketing': 'डिजिटल मार्केटिंग में डिप्लोमा',
  'Diploma in Data Entry and Office Automation': 'डेटा एंट्री और ऑफ़िस ऑटोमेशन में डिप्लोमा',
  'Diploma in Computer Teacher Training': 'कंप्यूटर शिक्षक प्रशिक्षण में डिप्लोमा',
  'Diploma in AutoCAD': 'AutoCAD में डिप्लोमा',
  'Diploma in Cyber Security': 'साइबर सुरक्षा में डिप्लोमा',
  'Diploma in Data Analytics': 'डेटा एनालिटिक्स में डिप्लोमा',
  'Diploma in Electrician': 'इलेक्ट्रीशियन डिप्लोमा',
  'Diploma in Electronics Repairing': 'इलेक्ट्रॉनिक्स रिपेयरिंग में डिप्लोमा',
  'Diploma in Mobile Repairing': 'मोबाइल रिपेयरिंग में डिप्लोमा',
  'Diploma in AC and Refrigeration': 'एसी और रेफ़्रिजरेशन में डिप्लोमा',
  'Diploma in Plumbing': 'प्लंबिंग में डिप्लोमा',
  'Diploma in Welding': 'वेल्डिंग में डिप्लोमा',
  'Diploma in Fitter': 'फ़िटर डिप्लोमा',
  'Diploma in Motor Mechanic': 'मोटर मैकेनिक डिप्लोमा',
  'Diploma in Solar Technician': 'सोलर टेक्नीशियन डिप्लोमा',
  'Diploma in CCTV and Security Systems': 'CCTV और सुरक्षा प्रणाली में डिप्लोमा',
  'Diploma in Tailoring': 'सिलाई में डिप्लोमा',
  'Diploma in Fashion Designing': 'फ़ैशन डिज़ाइनिंग में डिप्लोमा',
  'Diploma in Embroidery': 'कढ़ाई में डिप्लोमा',
  'Diploma in Carpentry': 'बढ़ईगिरी में डिप्लोमा',
  'Diploma in Interior Designing': 'इंटीरियर डिज़ाइनिंग में डिप्लोमा',
  'Diploma in Screen Printing': 'स्क्रीन प्रिंटिंग में डिप्लोमा',
  'Diploma in Photography': 'फ़ोटोग्राफ़ी में डिप्लोमा',
  'Diploma in Beautician': 'ब्यूटीशियन डिप्लोमा',
  'Diploma in Hair Dressing': 'हेयर ड्रेसिंग में डिप्लोमा',
  'Diploma in Bridal Makeup': 'ब्राइडल मेकअप में डिप्लोमा',
  'Diploma in Mehndi Art': 'मेहंदी कला में डिप्लोमा',
  'Diploma in Nail Art': 'नेल आर्ट में डिप्लोमा',
  'Diploma in Skin Care': 'त्वचा की देखभाल में डिप्लोमा',
  'Diploma in Cosmetology': 'कॉस्मेटोलॉजी में डिप्लोमा',
  'Diploma in Spa Therapy': 'स्पा थेरेपी में डिप्लोमा',
  'Diploma in Makeup Artistry': 'मेकअप आर्टिस्ट्री में डिप्लोमा',
  'Diploma in Salon Management': 'सैलून प्रबंधन में डिप्लोमा',
  'Diploma in Yoga and Wellness': 'योग और स्वास्थ्य में डिप्लोमा',
  'Diploma in Hotel Management': 'होटल प्रबंधन में डिप्लोमा',
  'Diploma in Front Office Management': 'फ़्रंट ऑफ़िस प्रबंधन में डिप्लोमा',
  'Diploma in Housekeeping': 'हाउसकीपिंग में डिप्लोमा',
  'Diploma in Food Production': 'फ़ूड प्रोडक्शन में डिप्लोमा',
  'Diploma in Bakery and Confectionery': 'बेकरी और कन्फ़ेक्शनरी में डिप्लोमा',
  'Diploma in Travel and Tourism': 'यात्रा और पर्यटन में डिप्लोमा',
  'Diploma in Retail Management': 'रिटेल प्रबंधन में डिप्लोमा',
  'Diploma in Banking and Finance': 'बैंकिंग और वित्त में डिप्लोमा',
  'Diploma in Insurance': 'बीमा में डिप्लोमा',
  'Diploma in Office Management': 'कार्यालय प्रबंधन में डिप्लोमा',
  'Diploma in Customer Service': 'ग्राहक सेवा में डिप्लोमा',
  'Diploma in Nursery Teacher Training': 'नर्सरी शिक्षक प्रशिक्षण में डिप्लोमा',
  'Diploma in Early Childhood Care': 'प्रारंभिक बाल देखभाल में डिप्लोमा',
  'Diploma in Fire and Safety': 'अग्नि और सुरक्षा में डिप्लोमा',
  'Diploma in Security Services': 'सुरक्षा सेवाओं में डिप्लोमा',
  'Diploma in Event Management': 'इवेंट मैनेजमेंट में डिप्लोमा',
  'Diploma in Journalism': 'पत्रकारिता में डिप्लोमा',
  'Diploma in General Duty Assistant': 'जनरल ड्यूटी असिस्टेंट डिप्लोमा',
  'Diploma in Patient Care Assistant': 'पेशेंट केयर असिस्टेंट डिप्लोमा',
  'Diploma in Medical Laboratory Technology': 'मेडिकल लैबोरेटरी टेक्नोलॉजी में डिप्लोमा',
  'Tally Prime with GST and Payroll': 'GST और पेरोल सहित Tally Prime',
  'Full Stack Web Development': 'फ़ुल स्टैक वेब डेवलपमेंट',
  'Graphic Design': 'ग्राफ़िक डिज़ाइन',
  'Hardware and Networking': 'हार्डवेयर और नेटवर्किंग',
  'Cyber Security Basics': 'साइबर सुरक्षा की बुनियादी बातें',
  'Data Analytics with Excel': 'Excel के साथ डेटा एनालिटिक्स',
  AutoCAD: 'AutoCAD',
  'Android App Development': 'Android ऐप डेवलपमेंट',
  'Cloud Computing Fundamentals': 'क्लाउड कंप्यूटिंग के मूल सिद्धांत',
  Fundamental: 'फ़ंडामेंटल',
  'Desktop Publishing': 'डेस्कटॉप पब्लिशिंग',
  'Web Designing': 'वेब डिज़ाइनिंग',
  'Python Basics': 'Python की बुनियादी बातें',
  'Adobe Photoshop': 'Adobe Photoshop',
  'Computer Hardware Basics': 'कंप्यूटर हार्डवेयर की बुनियादी बातें',
  'Computerised Accounting': 'कंप्यूटरीकृत लेखांकन',
  'Office Automation': 'ऑफ़िस ऑटोमेशन',
  'Java Fundamentals': 'Java के मूल सिद्धांत',
  'Digital Marketing Basics': 'डिजिटल मार्केटिंग की बुनियादी बातें',
  'Computer Networking Basics': 'कंप्यूटर नेटवर्किंग की बुनियादी बातें',
  'Basic Graphic Design': 'बेसिक ग्राफ़िक डिज़ाइन',
  'Advanced Level Graphic Design': 'एडवांस्ड लेवल ग्राफ़िक डिज़ाइन',
  'Computer Application': 'कंप्यूटर एप्लिकेशन',
  'Financial Accounting': 'वित्तीय लेखांकन',
  'DTP and Printing Technology': 'DTP और प्रिंटिंग टेक्नोलॉजी',
  'Web Designing and Development': 'वेब डिज़ाइनिंग और डेवलपमेंट',
  'Graphic Designing': 'ग्राफ़िक डिज़ाइनिंग',
  'Computer Hardware and Networking': 'कंप्यूटर हार्डवेयर और नेटवर्किंग',
  'Programming in C and C++': 'C और C++ में प्रोग्रामिंग',
  'Office Management': 'कार्यालय प्रबंधन',
  'Advanced Tally Prime with GST and Payroll': 'GST और पेरोल सहित एडवांस्ड Tally Prime',
  'Advance Diploma in Computer Application': 'कंप्यूटर एप्लिकेशन में एडवांस डिप्लोमा',
  'Advance Diploma in Financial Accounting': 'वित्तीय लेखांकन में एडवांस डिप्लोमा',
  'Diploma in Computer Application and Programming': 'कंप्यूटर एप्लिकेशन और प्रोग्रामिंग में डिप्लोमा',
  'Diploma in Graphic and Web Design': 'ग्राफ़िक और वेब डिज़ाइन में डिप्लोमा',
  'Diploma in Accounting and Office Management': 'अकाउंटिंग और कार्यालय प्रबंधन में डिप्लोमा',
  'Diploma in Computer Science and Application': 'कंप्यूटर साइंस और एप्लिकेशन में डिप्लोमा',
  'Diploma in Software Development': 'सॉफ़्टवेयर डेवलपमेंट में डिप्लोमा',
  'Diploma in Multimedia and Animation': 'मल्टीमीडिया और एनिमेशन में डिप्लोमा',
  'Diploma in Web Designing and Development': 'वेब डिज़ाइनिंग और डेवलपमेंट में डिप्लोमा',
  'Diploma in Computerised Accounting and Taxation': 'कंप्यूटरीकृत लेखांकन और कराधान में डिप्लोमा',
  'Diploma in Office Management and Secretarial Practice':
    'कार्यालय प्रबंधन और सचिवीय अभ्यास में डिप्लोमा',
  'Diploma in Operation Theatre Technology': 'ऑपरेशन थिएटर टेक्नोलॉजी में डिप्लोमा',
  'Parts of a computer, Windows, files and folders, internet and email.':
    'कंप्यूटर के भाग, Windows, फ़ाइलें और फ़ोल्डर, इंटरनेट और ईमेल।',
  'Documents, formatting, tables, mail merge and printing.':
    'दस्तावेज़, फ़ॉर्मेटिंग, तालिकाएँ, मेल मर्ज और प्रिंटिंग।',
  'Worksheets, formulas, functions, charts and printing.': 'वर्कशीट, फ़ॉर्मूले, फ़ंक्शन, चार्ट और प्रिंटिंग।',
  'Slides, designs, animations, transitions and slide shows.':
    'स्लाइड, डिज़ाइन, एनिमेशन, ट्रांज़िशन और स्लाइड शो।',
  'Tables, queries, forms and reports.': 'तालिकाएँ, क्वेरी, फ़ॉर्म और रिपोर्ट।',
  'MS Word, MS Excel, MS Power Point and Outlook.': 'MS Word, MS Excel, MS Power Point और Outlook।',
  'Lookup functions, pivot tables, dashboards and macros.': 'लुकअप फ़ंक्शन, पिवट टेबल, डैशबोर्ड और मैक्रो।',
  'Company creation, ledgers, vouchers and reports.': 'कंपनी बनाना, लेजर, वाउचर और रिपोर्ट।',
  'Accounting, inventory, GST invoices and returns.': 'अकाउंटिंग, इन्वेंटरी, GST इनवॉइस और रिटर्न।',
  'Masters, vouchers, GST and inventory in Busy.': 'Busy में मास्टर, वाउचर, GST और इन्वेंटरी।',
  'Salary structures, PF, ESI and payroll in Tally Prime.':
    'Tally Prime में वेतन ढाँचा, PF, ESI और पेरोल।',
  'GST law basics, registration, invoices and returns.':
    'GST क़ानून की बुनियादी बातें, पंजीकरण, इनवॉइस और रिटर्न।',
  'Touch typing and speed building to 38 wpm.': 'टच टाइपिंग और 38 शब्द प्रति मिनट तक गति।',
  'Inscript and Remington layouts, speed building to 30 wpm.':
    'इनस्क्रिप्ट और रेमिंगटन लेआउट, 30 शब्द प्रति मिनट तक गति।',
  'English typing to 39 wpm and Hindi typing to 32 wpm.':
    'अंग्रेज़ी टाइपिंग 39 शब्द प्रति मिनट और हिंदी टाइपिंग 32 शब्द प्रति मिनट तक।',
  'Fast, accurate data entry in forms and spreadsheets.': 'फ़ॉर्म और स्प्रेडशीट में तेज़ और सटीक डेटा एंट्री।',
  'Browsing, search, email, online forms and digital payments.':
    'ब्राउज़िंग, सर्च, ईमेल, ऑनलाइन फ़ॉर्म और डिजिटल भुगतान।',
  'Smartphones, computers, internet banking and government services online.':
    'स्मार्टफ़ोन, कंप्यूटर, इंटरनेट बैंकिंग और ऑनलाइन सरकारी सेवाएँ।',
  'Passwords, scams, safe payments and privacy online.':
    'पासवर्ड, धोखाधड़ी से बचाव, सुरक्षित भुगतान और ऑनलाइन निजता।',
  'Variables, conditions, loops, arrays, functions and pointers.':
    'वेरिएबल, कंडीशन, लूप, ऐरे, फ़ंक्शन और पॉइंटर।',
  'Classes, objects, inheritance and polymorphism.': 'क्लास, ऑब्जेक्ट, इनहेरिटेंस और पॉलीमॉर्फ़िज़्म।',
  'Python syntax, data types, functions, lists and files.':
    'Python का सिंटैक्स, डेटा टाइप, फ़ंक्शन, लिस्ट और फ़ाइलें।',
  'Core Java, classes, inheritance, exceptions and collections.':
    'कोर Java, क्लास, इनहेरिटेंस, एक्सेप्शन और कलेक्शन।',
  'Web pages, forms, tables, CSS layout and responsive design.':
    'वेब पेज, फ़ॉर्म, तालिकाएँ, CSS लेआउट और रिस्पॉन्सिव डिज़ाइन।',
  'Variables, functions, the DOM, events and forms.': 'वेरिएबल, फ़ंक्शन, DOM, इवेंट और फ़ॉर्म।',
  'Server-side pages, forms, sessions and databases.': 'सर्वर पर बनने वाले पेज, फ़ॉर्म, सेशन और डेटाबेस।',
  'Tables, queries, joins, grouping and reports.': 'तालिकाएँ, क्वेरी, जॉइन, ग्रुपिंग और रिपोर्ट।',
  'Installing, themes, plugins, pages and a business website.':
    'इंस्टॉल करना, थीम, प्लगइन, पेज और एक व्यावसायिक वेबसाइट।',
  'Layers, selections, retouching, posters and passport photos.':
    'लेयर, सिलेक्शन, रीटचिंग, पोस्टर और पासपोर्ट फ़ोटो।',
  'Vector drawing, logos, visiting cards and banners.': 'वेक्टर ड्रॉइंग, लोगो, विज़िटिंग कार्ड और बैनर।',
  'Page layout, books, forms and pamphlets.': 'पेज लेआउट, पुस्तकें, फ़ॉर्म और पर्चे।',
  'Vector artwork, typography and logos.': 'वेक्टर आर्टवर्क, टाइपोग्राफ़ी और लोगो।',
  'Magazines, brochures and print-ready layouts.': 'पत्रिकाएँ, ब्रोशर और छपाई के लिए तैयार लेआउट।',
  'Cutting clips, titles, transitions, audio and export.':
    'क्लिप काटना, शीर्षक, ट्रांज़िशन, ऑडियो और एक्सपोर्ट।',
  'Social media posts, posters and presentations in Canva.':
    'Canva में सोशल मीडिया पोस्ट, पोस्टर और प्रेज़ेंटेशन।',
  'Drawing, editing, dimensions, layers and plotting.': 'ड्रॉइंग, एडिटिंग, माप, लेयर और प्लॉटिंग।',
  '3D modelling, rendering and views.': '3D मॉडलिंग, रेंडरिंग और व्यू।',
  'Assembling, installing Windows, drivers and troubleshooting.':
    'असेंबलिंग, Windows इंस्टॉल करना, ड्राइवर और समस्या निवारण।',
  'Cables, devices, IP addresses, sharing and Wi-Fi.': 'केबल, उपकरण, IP पते, शेयरिंग और वाई-फ़ाई।',
  'Mobile parts, faults, software flashing and repairs.':
    'मोबाइल के पुर्ज़े, ख़राबियाँ, सॉफ़्टवेयर फ़्लैशिंग और मरम्मत।',
  'Cameras, DVR and NVR setup, cabling and remote viewing.':
    'कैमरे, DVR और NVR सेटअप, केबलिंग और दूर से देखना।',
  'SEO, social media, online ads and email marketing.':
    'SEO, सोशल मीडिया, ऑनलाइन विज्ञापन और ईमेल मार्केटिंग।',
  'Facebook, Instagram and YouTube for business.': 'व्यवसाय के लिए Facebook, Instagram और YouTube।',
  'Online stores, listings, payments and delivery.': 'ऑनलाइन स्टोर, लिस्टिंग, भुगतान और डिलीवरी।',
  'Everyday conversation, pronunciation and confidence.': 'रोज़मर्रा की बातचीत, उच्चारण और आत्मविश्वास।',
  'Communication, interviews, grooming and teamwork.': 'संवाद, इंटरव्यू, व्यक्तित्व निखार और टीमवर्क।',
  'MS Office, filing, correspondence and front desk work.':
    'MS Office, फ़ाइलिंग, पत्राचार और फ़्रंट डेस्क का काम।',
  'Teaching methods, lesson plans and computer lab management.':
    'शिक्षण विधियाँ, पाठ योजनाएँ और कंप्यूटर लैब प्रबंधन।',
  'Cloud services, storage, virtual machines and security.':
    'क्लाउड सेवाएँ, स्टोरेज, वर्चुअल मशीन और सुरक्षा।',
  'What AI is, everyday AI tools and using them safely.':
    'AI क्या है, रोज़मर्रा के AI टूल और उनका सुरक्षित उपयोग।',
  'Computer fundamentals, MS Office, internet.': 'कंप्यूटर की बुनियादी बातें, MS Office, इंटरनेट।',
  'Tally Prime with GST, DTP and typing.': 'GST सहित Tally Prime, DTP और टाइपिंग।',
  'Computer fundamentals, operating systems, MS Office.':
    'कंप्यूटर की बुनियादी बातें, ऑपरेटिंग सिस्टम, MS Office।',
  'Networking, databases and web basics.': 'नेटवर्किंग, डेटाबेस और वेब की बुनियादी बातें।',
  'Accounting principles, MS Excel.': 'लेखांकन के सिद्धांत, MS Excel।',
  'Tally Prime with GST, TDS and payroll.': 'GST सहित Tally Prime, TDS और पेरोल।',
  'PageMaker, CorelDRAW.': 'PageMaker, CorelDRAW।',
  'Photoshop, Illustrator, InDesign and printing.': 'Photoshop, Illustrator, InDesign और प्रिंटिंग।',
  'Design principles, CorelDRAW, Photoshop.': 'डिज़ाइन के सिद्धांत, CorelDRAW, Photoshop।',
  'Illustrator, branding and a portfolio.': 'Illustrator, ब्रांडिंग और एक पोर्टफ़ोलियो।',
  'HTML, CSS, design principles.': 'HTML, CSS, डिज़ाइन के सिद्धांत।',
  'JavaScript, responsive design and WordPress.': 'JavaScript, रिस्पॉन्सिव डिज़ाइन और WordPress।',
  'HTML, CSS, JavaScript.': 'HTML, CSS, JavaScript।',
  'PHP, MySQL and a live project.': 'PHP, MySQL और एक लाइव प्रोजेक्ट।',
  'Programming logic, C.': 'प्रोग्रामिंग लॉजिक, C।',
  'C++, Java and data structures.': 'C++, Java और डेटा स्ट्रक्चर।',
  'Python basics, functions, files.': 'Python की बुनियादी बातें, फ़ंक्शन, फ़ाइलें।',
  'Object-oriented Python, databases and a project.': 'ऑब्जेक्ट-ओरिएंटेड Python, डेटाबेस और एक प्रोजेक्ट।',
  'Core Java, object-oriented programming.': 'कोर Java, ऑब्जेक्ट-ओरिएंटेड प्रोग्रामिंग।',
  'Collections, JDBC and a project.': 'कलेक्शन, JDBC और एक प्रोजेक्ट।',
  'Computer parts, assembly, operating systems.': 'कंप्यूटर के पुर्ज़े, असेंबली, ऑपरेटिंग सिस्टम।',
  'Networking, servers and troubleshooting.': 'नेटवर्किंग, सर्वर और समस्या निवारण।',
  'Photoshop, Illustrator, sound editing.': 'Photoshop, Illustrator, साउंड एडिटिंग।',
  'Video editing, animation and a showreel.': 'वीडियो एडिटिंग, एनिमेशन और एक शोरील।',
  'Drawing, 2D animation.': 'ड्रॉइंग, 2D एनिमेशन।',
  '3D modelling, rigging and rendering.': '3D मॉडलिंग, रिगिंग और रेंडरिंग।',
  'Editing basics, titles and audio.': 'एडिटिंग की बुनियादी बातें, शीर्षक और ऑडियो।',
  'Colour correction, effects and a film project.': 'कलर करेक्शन, इफ़ेक्ट और एक फ़िल्म प्रोजेक्ट।',
  'Websites, SEO, content writing.': 'वेबसाइटें, SEO, कंटेंट लेखन।',
  'Social media, online ads and analytics.': 'सोशल मीडिया, ऑनलाइन विज्ञापन और एनालिटिक्स।',
  'MS Office, English typing to 41 wpm.': 'MS Office, अंग्रेज़ी टाइपिंग 41 शब्द प्रति मिनट तक।',
  'Hindi typing to 34 wpm, data entry and records.':
    'हिंदी टाइपिंग 34 शब्द प्रति मिनट तक, डेटा एंट्री और रिकॉर्ड।',
  'Computer fundamentals, MS Office, teaching methods.':
    'कंप्यूटर की बुनियादी बातें, MS Office, शिक्षण विधियाँ।',
  'Lesson planning, lab management and practice teaching.': 'पाठ योजना, लैब प्रबंधन और अभ्यास शिक्षण।',
  'AutoCAD 2D drawing and editing.': 'AutoCAD 2D ड्रॉइंग और एडिटिंग।',
  'AutoCAD 3D modelling and plotting.': 'AutoCAD 3D मॉडलिंग और प्लॉटिंग।',
  'Networks, operating systems, security basics.': 'नेटवर्क, ऑपरेटिंग सिस्टम, सुरक्षा की बुनियादी बातें।',
  'Threats, defences, ethical hacking basics.': 'ख़तरे, बचाव, एथिकल हैकिंग की बुनियादी बातें।',
  'Advanced Excel, statistics basics.': 'एडवांस्ड Excel, सांख्यिकी की बुनियादी बातें।',
  'SQL, dashboards and Python for data.': 'SQL, डैशबोर्ड और डेटा के लिए Python।',
  'Electrical safety, wiring, tools.': 'बिजली सुरक्षा, वायरिंग, औज़ार।',
  'House wiring, motors and repair work.': 'घरेलू वायरिंग, मोटर और मरम्मत का काम।',
  'Electronic components, soldering.': 'इलेक्ट्रॉनिक पुर्ज़े, सोल्डरिंग।',
  'Repairing TVs, music systems and power supplies.': 'टीवी, म्यूज़िक सिस्टम और पावर सप्लाई की मरम्मत।',
  'Mobile hardware, tools, soldering.': 'मोबाइल हार्डवेयर, औज़ार, सोल्डरिंग।',
  'Fault finding, software and chip-level repair.': 'ख़राबी ढूँढना, सॉफ़्टवेयर और चिप-लेवल मरम्मत।',
  'Refrigeration cycle, tools, safety.': 'रेफ़्रिजरेशन चक्र, औज़ार, सुरक्षा।',
  'Installing and repairing ACs and refrigerators.': 'एसी और फ़्रिज लगाना और उनकी मरम्मत।',
  'Pipes, fittings, tools and safety.': 'पाइप, फ़िटिंग, औज़ार और सुरक्षा।',
  'Bathroom fittings, water supply and drainage.': 'बाथरूम फ़िटिंग, जल आपूर्ति और जल निकासी।',
  'Welding safety, arc welding.': 'वेल्डिंग सुरक्षा, आर्क वेल्डिंग।',
  'Gas welding, fabrication and inspection.': 'गैस वेल्डिंग, फ़ैब्रिकेशन और निरीक्षण।',
  'Measuring, marking, filing and drilling.': 'नापना, निशान लगाना, रेती से घिसना और ड्रिलिंग।',
  'Fitting jobs, assembly and maintenance.': 'फ़िटिंग के काम, असेंबली और रखरखाव।',
  'Engine basics, tools and safety.': 'इंजन की बुनियादी बातें, औज़ार और सुरक्षा।',
  'Two-wheeler and car servicing and repair.': 'दोपहिया और कार की सर्विसिंग और मरम्मत।',
  'Solar energy basics, panels and batteries.': 'सौर ऊर्जा की बुनियादी बातें, पैनल और बैटरी।',
  'Installing and maintaining solar systems.': 'सोलर सिस्टम लगाना और उनका रखरखाव।',
  'Cameras, DVR and NVR, cabling.': 'कैमरे, DVR और NVR, केबलिंग।',
  'Access control, alarms and remote viewing.': 'एक्सेस कंट्रोल, अलार्म और दूर से देखना।',
  'Measurements, cutting and machine stitching.': 'माप, कटाई और मशीन से सिलाई।',
  'Blouses, suits, kurtas and alterations.': 'ब्लाउज़, सूट, कुर्ते और कपड़ों में बदलाव।',
  'Fashion sketching, fabrics and colour.': 'फ़ैशन स्केचिंग, कपड़े और रंग।',
  'Pattern making, garment construction and a collection.':
    'पैटर्न बनाना, परिधान निर्माण और एक कलेक्शन।',
  'Hand embroidery stitches.': 'हाथ की कढ़ाई के टाँके।',
  'Machine embroidery and designs.': 'मशीन कढ़ाई और डिज़ाइन।',
  'Wood, tools and joints.': 'लकड़ी, औज़ार और जोड़।',
  'Furniture making and polishing.': 'फ़र्नीचर बनाना और पॉलिश।',
  'Design principles, drawing, materials.': 'डिज़ाइन के सिद्धांत, ड्रॉइंग, सामग्री।',
  'Space planning, AutoCAD and a project.': 'स्थान नियोजन, AutoCAD और एक प्रोजेक्ट।',
  'Screens, inks and exposure.': 'स्क्रीन, स्याही और एक्सपोज़र।',
  'Printing on paper, cloth and a print job.': 'काग़ज़ और कपड़े पर छपाई, और एक प्रिंट जॉब।',
  'Camera, light and composition.': 'कैमरा, रोशनी और कंपोज़िशन।',
  'Portraits, events, editing and a portfolio.': 'पोर्ट्रेट, कार्यक्रम, एडिटिंग और एक पोर्टफ़ोलियो।',
  'Skin care, facials, threading and waxing.': 'त्वचा की देखभाल, फ़ेशियल, थ्रेडिंग और वैक्सिंग।',
  'Makeup, hair care, manicure and pedicure.': 'मेकअप, बालों की देखभाल, मैनीक्योर और पेडीक्योर।',
  'Hair care, cutting basics.': 'बालों की देखभाल, कटिंग की बुनियादी बातें।',
  'Styling, colouring and treatments.': 'स्टाइलिंग, कलरिंग और ट्रीटमेंट।',
  'Skin preparation, base makeup.': 'त्वचा की तैयारी, बेस मेकअप।',
  'Bridal, party and HD makeup.': 'ब्राइडल, पार्टी और HD मेकअप।',
  'Mehndi cones, basic patterns.': 'मेहंदी कोन, बुनियादी डिज़ाइन।',
  'Arabic, Indian and bridal designs.': 'अरबी, भारतीय और दुल्हन के डिज़ाइन।',
  'Nail care, manicure and pedicure.': 'नाखूनों की देखभाल, मैनीक्योर और पेडीक्योर।',
  'Nail extensions, gel and designs.': 'नेल एक्सटेंशन, जेल और डिज़ाइन।',
  'Skin types, cleansing and facials.': 'त्वचा के प्रकार, क्लींज़िंग और फ़ेशियल।',
  'Treatments, products and salon practice.': 'ट्रीटमेंट, उत्पाद और सैलून अभ्यास।',
  'Skin and hair science, hygiene.': 'त्वचा और बालों का विज्ञान, स्वच्छता।',
  'Advanced treatments and salon management.': 'एडवांस्ड ट्रीटमेंट और सैलून प्रबंधन।',
  'Anatomy basics, massage techniques.': 'शरीर रचना की बुनियादी बातें, मालिश की तकनीकें।',
  'Body treatments, aromatherapy and spa practice.': 'बॉडी ट्रीटमेंट, अरोमाथेरेपी और स्पा अभ्यास।',
  'Colour theory, base and eye makeup.': 'रंग सिद्धांत, बेस और आई मेकअप।',
  'Film, fashion and special effects makeup.': 'फ़िल्म, फ़ैशन और स्पेशल इफ़ेक्ट मेकअप।',
  'Salon services and hygiene.': 'सैलून सेवाएँ और स्वच्छता।',
  'Customer care, accounts and staff management.': 'ग्राहक सेवा, हिसाब-किताब और कर्मचारी प्रबंधन।',
  'Asanas, pranayama and meditation.': 'आसन, प्राणायाम और ध्यान।',
  'Yoga therapy, diet and teaching practice.': 'योग चिकित्सा, आहार और शिक्षण अभ्यास।',
  'Hospitality, front office and housekeeping.': 'आतिथ्य, फ़्रंट ऑफ़िस और हाउसकीपिंग।',
  'Food and beverage service and kitchen operations.': 'खान-पान सेवा और रसोई संचालन।',
  'Reception, reservations and guest care.': 'रिसेप्शन, आरक्षण और अतिथि सत्कार।',
  'Billing, computer systems and communication.': 'बिलिंग, कंप्यूटर सिस्टम और संवाद।',
  'Cleaning methods, equipment and safety.': 'सफ़ाई के तरीक़े, उपकरण और सुरक्षा।',
  'Room care, laundry and supervision.': 'कमरों की देखभाल, लॉन्ड्री और पर्यवेक्षण।',
  'Kitchen safety, basic cooking.': 'रसोई सुरक्षा, बुनियादी पाक कला।',
  'Indian, continental cooking and bakery.': 'भारतीय और कॉन्टिनेंटल खाना, और बेकरी।',
  'Breads, cakes and cookies.': 'ब्रेड, केक और कुकीज़।',
  'Pastry, icing and running a bakery.': 'पेस्ट्री, आइसिंग और बेकरी चलाना।',
  'Geography of tourism, ticketing.': 'पर्यटन का भूगोल, टिकटिंग।',
  'Tour planning, guiding and customer care.': 'यात्रा योजना, गाइडिंग और ग्राहक सेवा।',
  'Store operations, customer service.': 'स्टोर संचालन, ग्राहक सेवा।',
  'Inventory, billing and visual merchandising.': 'इन्वेंटरी, बिलिंग और विज़ुअल मर्चेंडाइज़िंग।',
  'Banking basics, accounts, MS Excel.': 'बैंकिंग की बुनियादी बातें, खाते, MS Excel।',
  'Loans, insurance, digital banking and Tally Prime.': 'ऋण, बीमा, डिजिटल बैंकिंग और Tally Prime।',
  'Insurance principles and products.': 'बीमा के सिद्धांत और उत्पाद।',
  'Sales, claims and customer care.': 'बिक्री, दावे और ग्राहक सेवा।',
  'Correspondence, filing and accounts basics.': 'पत्राचार, फ़ाइलिंग और हिसाब-किताब की बुनियादी बातें।',
  'Communication and telephone skills.': 'संवाद और टेलीफ़ोन कौशल।',
  'Complaint handling, CRM software and practice.': 'शिकायत निपटारा, CRM सॉफ़्टवेयर और अभ्यास।',
  'Child development, activities.': 'बाल विकास, गतिविधियाँ।',
  'Teaching methods, classroom practice and internship.': 'शिक्षण विधियाँ, कक्षा अभ्यास और इंटर्नशिप।',
  'Child health, nutrition and play.': 'बच्चों का स्वास्थ्य, पोषण और खेल।',
  'Learning activities and child care practice.': 'सीखने की गतिविधियाँ और बाल देखभाल का अभ्यास।',
  'Fire science, equipment and safety laws.': 'अग्नि विज्ञान, उपकरण और सुरक्षा क़ानून।',
  'Drills, rescue and industrial safety.': 'अभ्यास ड्रिल, बचाव और औद्योगिक सुरक्षा।',
  'Security duties, patrolling and first aid.': 'सुरक्षा ड्यूटी, गश्त और प्राथमिक चिकित्सा।',
  'Access control, CCTV and reporting.': 'एक्सेस कंट्रोल, CCTV और रिपोर्टिंग।',
  'Planning, budgeting and vendors.': 'योजना, बजट और विक्रेता।',
  'Weddings, corporate events and a live event.': 'शादियाँ, कॉर्पोरेट कार्यक्रम और एक लाइव कार्यक्रम।',
  'News writing, reporting and ethics.': 'समाचार लेखन, रिपोर्टिंग और नैतिकता।',
  'Editing, photojournalism and digital media.': 'संपादन, फ़ोटो पत्रकारिता और डिजिटल मीडिया।',
  'Human body basics, hygiene and patient care.': 'मानव शरीर की बुनियादी बातें, स्वच्छता और रोगी देखभाल।',
  'Hospital practice, first aid and infection control.':
    'अस्पताल अभ्यास, प्राथमिक चिकित्सा और संक्रमण नियंत्रण।',
  'Anatomy basics, patient hygiene and nutrition.':
    'शरीर रचना की बुनियादी बातें, रोगी की स्वच्छता और पोषण।',
  'Home care, elderly care and vital signs.': 'घर पर देखभाल, बुज़ुर्गों की देखभाल और जीवन संकेत।',
  'Anatomy, physiology and laboratory safety.': 'शरीर रचना, शरीर क्रिया विज्ञान और प्रयोगशाला सुरक्षा।',
  'Pathology, microbiology and blood banking.': 'पैथोलॉजी, माइक्रोबायोलॉजी और ब्लड बैंकिंग।',
  'Accounting, inventory, GST returns, TDS and payroll.':
    'अकाउंटिंग, इन्वेंटरी, GST रिटर्न, TDS और पेरोल।',
  'Python, object-oriented programming, files and databases.':
    'Python, ऑब्जेक्ट-ओरिएंटेड प्रोग्रामिंग, फ़ाइलें और डेटाबेस।',
  'Core Java, collections, JDBC and a project.': 'कोर Java, कलेक्शन, JDBC और एक प्रोजेक्ट।',
  'HTML, CSS, JavaScript, a server language and databases.':
    'HTML, CSS, JavaScript, एक सर्वर भाषा और डेटाबेस।',
  'SEO, social media, online ads and analytics.': 'SEO, सोशल मीडिया, ऑनलाइन विज्ञापन और एनालिटिक्स।',
  'CorelDRAW, Photoshop, Illustrator and a portfolio.':
    'CorelDRAW, Photoshop, Illustrator और एक पोर्टफ़ोलियो।',
  'Computer repair, operating systems and networks.': 'कंप्यूटर मरम्मत, ऑपरेटिंग सिस्टम और नेटवर्क।',
  'Threats, safe practices, firewalls and ethical hacking basics.':
    'ख़तरे, सुरक्षित आदतें, फ़ायरवॉल और एथिकल हैकिंग की बुनियादी बातें।',
  'Advanced Excel, pivot tables, dashboards and reports.':
    'एडवांस्ड Excel, पिवट टेबल, डैशबोर्ड और रिपोर्ट।',
  '2D drawing, 3D modelling and plotting.': '2D ड्रॉइंग, 3D मॉडलिंग और प्लॉटिंग।',
  'Kotlin basics, layouts, activities and publishing an app.':
    'कोटलिन की बुनियादी बातें, लेआउट, एक्टिविटी और ऐप प्रकाशित करना।',
  'Editing, titles, colour, audio and export.': 'एडिटिंग, शीर्षक, रंग, ऑडियो और एक्सपोर्ट।',
  'Parts of a computer, input and output devices, Windows, files and folders, Notepad and Paint, internet and email.':
    'कंप्यूटर के भाग, इनपुट और आउटपुट उपकरण, Windows, फ़ाइलें और फ़ोल्डर, नोटपैड और पेंट, इंटरनेट और ईमेल।',
  'Typing and editing documents, fonts and paragraphs, tables, pictures, mail merge, page setup and printing.':
    'दस्तावेज़ टाइप करना और सुधारना, फ़ॉन्ट और पैराग्राफ़, तालिकाएँ, चित्र, मेल मर्ज, पेज सेटअप और प्रिंटिंग।',
  'Worksheets, cell formatting, formulas and functions, sorting and filtering, charts, page setup and printing.':
    'वर्कशीट, सेल फ़ॉर्मेटिंग, फ़ॉर्मूले और फ़ंक्शन, सॉर्टिंग और फ़िल्टरिंग, चार्ट, पेज सेटअप और प्रिंटिंग।',
  'Slides and layouts, themes, pictures and shapes, animations and transitions, slide shows and handouts.':
    'स्लाइड और लेआउट, थीम, चित्र और आकृतियाँ, एनिमेशन और ट्रांज़िशन, स्लाइड शो और हैंडआउट।',
  'Computer fundamentals, MS Word, MS Excel, MS Power Point, internet and email.':
    'कंप्यूटर की बुनियादी बातें, MS Word, MS Excel, MS Power Point, इंटरनेट और ईमेल।',
  'Accounting principles, company creation, ledgers and vouchers, inventory, GST returns and reports.':
    'लेखांकन के सिद्धांत, कंपनी बनाना, लेजर और वाउचर, इन्वेंटरी, GST रिटर्न और रिपोर्ट।',
  'PageMaker, CorelDRAW, Photoshop basics, page layout and printing.':
    'PageMaker, CorelDRAW, Photoshop की बुनियादी बातें, पेज लेआउट और प्रिंटिंग।',
  'Web browsers, search, email, online forms, digital payments and safety online.':
    'वेब ब्राउज़र, सर्च, ईमेल, ऑनलाइन फ़ॉर्म, डिजिटल भुगतान और ऑनलाइन सुरक्षा।',
  'Keyboard drills and speed building to 38 wpm in English typing.':
    'कीबोर्ड अभ्यास और अंग्रेज़ी टाइपिंग में 38 शब्द प्रति मिनट तक गति।',
  'Hindi keyboard layouts (Inscript and Remington) and speed building to 30 wpm.':
    'हिंदी कीबोर्ड लेआउट (इनस्क्रिप्ट और रेमिंगटन) और 30 शब्द प्रति मिनट तक गति।',
  'Typing speed, MS Excel data entry, forms, accuracy checks and English and Hindi typing.':
    'टाइपिंग गति, MS Excel में डेटा एंट्री, फ़ॉर्म, शुद्धता की जाँच और अंग्रेज़ी व हिंदी टाइपिंग।',
  'HTML, CSS, page layout, images and forms, publishing a website.':
    'HTML, CSS, पेज लेआउट, चित्र और फ़ॉर्म, वेबसाइट प्रकाशित करना।',
  'Variables, operators, conditions, loops, arrays, functions, pointers and files in C.':
    'C में वेरिएबल, ऑपरेटर, कंडीशन, लूप, ऐरे, फ़ंक्शन, पॉइंटर और फ़ाइलें।',
  'Classes and objects, inheritance, polymorphism, templates and files in C++.':
    'C++ में क्लास और ऑब्जेक्ट, इनहेरिटेंस, पॉलीमॉर्फ़िज़्म, टेम्पलेट और फ़ाइलें।',
  'Python syntax, data types, conditions, loops, functions, lists and dictionaries.':
    'Python का सिंटैक्स, डेटा टाइप, कंडीशन, लूप, फ़ंक्शन, लिस्ट और डिक्शनरी।',
  'Vector drawing, shapes and text, logos, visiting cards, banners and printing.':
    'वेक्टर ड्रॉइंग, आकृतियाँ और टेक्स्ट, लोगो, विज़िटिंग कार्ड, बैनर और प्रिंटिंग।',
  'Layers, selections, photo retouching, passport photos, posters and banners.':
    'लेयर, सिलेक्शन, फ़ोटो रीटचिंग, पासपोर्ट फ़ोटो, पोस्टर और बैनर।',
  'Page layout, master pages, text and graphics, books, forms and pamphlets.':
    'पेज लेआउट, मास्टर पेज, टेक्स्ट और ग्राफ़िक्स, पुस्तकें, फ़ॉर्म और पर्चे।',
  'Parts of a computer, assembling, installing Windows, drivers and troubleshooting.':
    'कंप्यूटर के भाग, असेंबलिंग, Windows इंस्टॉल करना, ड्राइवर और समस्या निवारण।',
  'Lookup functions, pivot tables, what-if analysis, data validation and macros.':
    'लुकअप फ़ंक्शन, पिवट टेबल, व्हाट-इफ़ विश्लेषण, डेटा वैलिडेशन और मैक्रो।',
  'Accounting principles, Tally Prime, vouchers, GST, payroll and reports.':
    'लेखांकन के सिद्धांत, Tally Prime, वाउचर, GST, पेरोल और रिपोर्ट।',
  'MS Word, MS Excel, MS Power Point, MS Access, internet and office email.':
    'MS Word, MS Excel, MS Power Point, MS Access, इंटरनेट और कार्यालय ईमेल।',
  'HTML elements, forms, tables, CSS selectors, flexbox, grid and responsive pages.':
    'HTML एलिमेंट, फ़ॉर्म, तालिकाएँ, CSS सेलेक्टर, फ़्लेक्सबॉक्स, ग्रिड और रिस्पॉन्सिव पेज।',
  'Java syntax, classes and objects, inheritance, exceptions and collections.':
    'Java का सिंटैक्स, क्लास और ऑब्जेक्ट, इनहेरिटेंस, एक्सेप्शन और कलेक्शन।',
  'Tables, relationships, queries, forms and reports in MS Access.':
    'MS Access में तालिकाएँ, संबंध, क्वेरी, फ़ॉर्म और रिपोर्ट।',
  'Websites, search engine optimisation, social media, email and online advertising.':
    'वेबसाइटें, सर्च इंजन ऑप्टिमाइज़ेशन, सोशल मीडिया, ईमेल और ऑनलाइन विज्ञापन।',
  'Network types, cables and devices, IP addresses, sharing and Wi-Fi setup.':
    'नेटवर्क के प्रकार, केबल और उपकरण, IP पते, शेयरिंग और वाई-फ़ाई सेटअप।',
  'Vector artwork, pen tool, typography, logos and print-ready files.':
    'वेक्टर आर्टवर्क, पेन टूल, टाइपोग्राफ़ी, लोगो और छपाई के लिए तैयार फ़ाइलें।',
  'Cutting and joining clips, titles, transitions, audio and exporting videos.':
    'क्लिप काटना और जोड़ना, शीर्षक, ट्रांज़िशन, ऑडियो और वीडियो एक्सपोर्ट करना।',
  'Design principles, colour, typography, CorelDRAW and Photoshop basics.':
    'डिज़ाइन के सिद्धांत, रंग, टाइपोग्राफ़ी, CorelDRAW और Photoshop की बुनियादी बातें।',
  'Branding, packaging, advanced Photoshop and Illustrator, print and social media design.':
    'ब्रांडिंग, पैकेजिंग, एडवांस्ड Photoshop और Illustrator, प्रिंट और सोशल मीडिया डिज़ाइन।',
  'Computer fundamentals, MS Office, internet, Tally Prime basics and English typing.':
    'कंप्यूटर की बुनियादी बातें, MS Office, इंटरनेट, Tally Prime की बुनियादी बातें और अंग्रेज़ी टाइपिंग।',
  'Accounting principles, Tally Prime with GST, TDS, payroll and MS Excel for accounts.':
    'लेखांकन के सिद्धांत, GST सहित Tally Prime, TDS, पेरोल और हिसाब-किताब के लिए MS Excel।',
  'PageMaker, CorelDRAW, Photoshop, Illustrator, printing and binding.':
    'PageMaker, CorelDRAW, Photoshop, Illustrator, प्रिंटिंग और बाइंडिंग।',
  'HTML, CSS, JavaScript, responsive design, PHP and MySQL basics.':
    'HTML, CSS, JavaScript, रिस्पॉन्सिव डिज़ाइन, PHP और MySQL की बुनियादी बातें।',
  'Design principles, CorelDRAW, Photoshop, Illustrator and a portfolio project.':
    'डिज़ाइन के सिद्धांत, CorelDRAW, Photoshop, Illustrator और एक पोर्टफ़ोलियो प्रोजेक्ट।',
  'Assembling and repairing computers, operating systems, networks and printers.':
    'कंप्यूटर जोड़ना और उनकी मरम्मत, ऑपरेटिंग सिस्टम, नेटवर्क और प्रिंटर।',
  'Programming logic, C, object-oriented programming in C++ and data structures.':
    'प्रोग्रामिंग लॉजिक, C, C++ में ऑब्जेक्ट-ओरिएंटेड प्रोग्रामिंग और डेटा स्ट्रक्चर।',
  'Python, object-oriented programming, files, modules, databases and a project.':
    'Python, ऑब्जेक्ट-ओरिएंटेड प्रोग्रामिंग, फ़ाइलें, मॉड्यूल, डेटाबेस और एक प्रोजेक्ट।',
  'Core Java, object-oriented programming, collections, JDBC and a project.':
    'कोर Java, ऑब्जेक्ट-ओरिएंटेड प्रोग्रामिंग, कलेक्शन, JDBC और एक प्रोजेक्ट।',
  'MS Office, office correspondence, filing, English typing and email etiquette.':
    'MS Office, कार्यालय पत्राचार, फ़ाइलिंग, अंग्रेज़ी टाइपिंग और ईमेल शिष्टाचार।',
  'English typing to 41 wpm and Hindi typing to 32 wpm, with office documents and forms.':
    'अंग्रेज़ी टाइपिंग 41 शब्द प्रति मिनट और हिंदी टाइपिंग 32 शब्द प्रति मिनट तक, कार्यालय दस्तावेज़ों और फ़ॉर्म के साथ।',
  'Tally Prime, GST returns, TDS, payroll, inventory, banking and MIS reports.':
    'Tally Prime, GST रिटर्न, TDS, पेरोल, इन्वेंटरी, बैंकिंग और MIS रिपोर्ट।',
  'SEO, social media marketing, Google Ads, email marketing and analytics.':
    'SEO, सोशल मीडिया मार्केटिंग, Google Ads, ईमेल मार्केटिंग और एनालिटिक्स।',
  'Computer fundamentals, MS Office, internet, English typing to 39 wpm.':
    'कंप्यूटर की बुनियादी बातें, MS Office, इंटरनेट, अंग्रेज़ी टाइपिंग 39 शब्द प्रति मिनट तक।',
  'Tally Prime with GST, DTP basics, C programming and a project.':
    'GST सहित Tally Prime, DTP की बुनियादी बातें, C प्रोग्रामिंग और एक प्रोजेक्ट।',
  'Computer fundamentals, MS Office, Tally Prime with GST, internet.':
    'कंप्यूटर की बुनियादी बातें, MS Office, GST सहित Tally Prime, इंटरनेट।',
  'DTP, HTML and CSS, C and C++ programming, MS Access and a project.':
    'DTP, HTML और CSS, C और C++ प्रोग्रामिंग, MS Access और एक प्रोजेक्ट।',
  'Accounting principles, MS Excel, Tally Prime with GST.':
    'लेखांकन के सिद्धांत, MS Excel, GST सहित Tally Prime।',
  'TDS, payroll, income tax basics, banking and a practical project.':
    'TDS, पेरोल, आयकर की बुनियादी बातें, बैंकिंग और एक व्यावहारिक प्रोजेक्ट।',
  'Human body basics, hygiene, patient care and first aid.':
    'मानव शरीर की बुनियादी बातें, स्वच्छता, रोगी देखभाल और प्राथमिक चिकित्सा।',
  'Hospital practice, infection control, vital signs and communication.':
    'अस्पताल अभ्यास, संक्रमण नियंत्रण, जीवन संकेत और संवाद।',
  'Anatomy basics, patient hygiene, bed making and nutrition.':
    'शरीर रचना की बुनियादी बातें, रोगी की स्वच्छता, बिस्तर तैयार करना और पोषण।',
  'Home care, elderly care, vital signs, first aid and hospital practice.':
    'घर पर देखभाल, बुज़ुर्गों की देखभाल, जीवन संकेत, प्राथमिक चिकित्सा और अस्पताल अभ्यास।',
  'Computer fundamentals, MS Office and internet.': 'कंप्यूटर की बुनियादी बातें, MS Office और इंटरनेट।',
  'C and C++ programming, HTML and CSS.': 'C और C++ प्रोग्रामिंग, HTML और CSS।',
  'Python or Java, databases and a project.': 'Python या Java, डेटाबेस और एक प्रोजेक्ट।',
  'Design principles, CorelDRAW and Photoshop.': 'डिज़ाइन के सिद्धांत, CorelDRAW और Photoshop।',
  'Illustrator, HTML, CSS and responsive design.': 'Illustrator, HTML, CSS और रिस्पॉन्सिव डिज़ाइन।',
  'JavaScript, WordPress and a portfolio project.':
    'JavaScript, WordPress और एक पोर्टफ़ोलियो प्रोजेक्ट।',
  'MS Office, English typing to 41 wpm and Hindi typing to 32 wpm.':
    'MS Office, अंग्रेज़ी टाइपिंग 41 शब्द प्रति मिनट और हिंदी टाइपिंग 32 शब्द प्रति मिनट तक।',
  'Accounting principles and Tally Prime with GST.': 'लेखांकन के सिद्धांत और GST सहित Tally Prime।',
  'TDS, payroll, office correspondence and a project.': 'TDS, पेरोल, कार्यालय पत्राचार और एक प्रोजेक्ट।',
  'C and C++ programming, data structures.': 'C और C++ प्रोग्रामिंग, डेटा स्ट्रक्चर।',
  'Java, databases and SQL.': 'Java, डेटाबेस और SQL।',
  'Web development, Python and a major project.': 'वेब डेवलपमेंट, Python और एक बड़ा प्रोजेक्ट।',
  'Computer fundamentals, MS Office, operating systems.':
    'कंप्यूटर की बुनियादी बातें, MS Office, ऑपरेटिंग सिस्टम।',
  'Networking, hardware and troubleshooting.': 'नेटवर्किंग, हार्डवेयर और समस्या निवारण।',
  'Databases, web technologies, cyber security basics.':
    'डेटाबेस, वेब तकनीकें, साइबर सुरक्षा की बुनियादी बातें।',
  'Cloud basics, IT service management and a project.':
    'क्लाउड की बुनियादी बातें, आईटी सेवा प्रबंधन और एक प्रोजेक्ट।',
  'Programming logic and C.': 'प्रोग्रामिंग लॉजिक और C।',
  'Object-oriented programming in C++ and Java.': 'C++ और Java में ऑब्जेक्ट-ओरिएंटेड प्रोग्रामिंग।',
  'Databases, SQL and web development.': 'डेटाबेस, SQL और वेब डेवलपमेंट।',
  'Python, software testing and a major project.': 'Python, सॉफ़्टवेयर टेस्टिंग और एक बड़ा प्रोजेक्ट।',
  'Electronics basics, computer parts and assembly.':
    'इलेक्ट्रॉनिक्स की बुनियादी बातें, कंप्यूटर के पुर्ज़े और असेंबली।',
  'Operating systems, installation and troubleshooting.': 'ऑपरेटिंग सिस्टम, इंस्टॉलेशन और समस्या निवारण।',
  'Networking, routers, switches and Wi-Fi.': 'नेटवर्किंग, राउटर, स्विच और वाई-फ़ाई।',
  'Servers, security, CCTV and a field project.': 'सर्वर, सुरक्षा, CCTV और एक फ़ील्ड प्रोजेक्ट।',
  'Drawing basics, CorelDRAW and Photoshop.': 'ड्रॉइंग की बुनियादी बातें, CorelDRAW और Photoshop।',
  'Illustrator, video editing and sound.': 'Illustrator, वीडियो एडिटिंग और साउंड।',
  '2D animation and motion graphics.': '2D एनिमेशन और मोशन ग्राफ़िक्स।',
  '3D modelling, animation and a showreel.': '3D मॉडलिंग, एनिमेशन और एक शोरील।',
  'HTML, CSS and design principles.': 'HTML, CSS और डिज़ाइन के सिद्धांत।',
  'JavaScript and responsive design.': 'JavaScript और रिस्पॉन्सिव डिज़ाइन।',
  'PHP, MySQL and content management systems.': 'PHP, MySQL और कंटेंट मैनेजमेंट सिस्टम।',
  'Modern frameworks, hosting and a live project.': 'आधुनिक फ़्रेमवर्क, होस्टिंग और एक लाइव प्रोजेक्ट।',
  'Tally Prime with GST.': 'GST सहित Tally Prime।',
  'Income tax, TDS and payroll.': 'आयकर, TDS और पेरोल।',
  'Audit basics, GST returns and a practical project.':
    'ऑडिट की बुनियादी बातें, GST रिटर्न और एक व्यावहारिक प्रोजेक्ट।',
  'MS Office, English typing to 45 wpm.': 'MS Office, अंग्रेज़ी टाइपिंग 45 शब्द प्रति मिनट तक।',
  'Hindi typing to 36 wpm, office correspondence.':
    'हिंदी टाइपिंग 36 शब्द प्रति मिनट तक, कार्यालय पत्राचार।',
  'Records management, accounts basics and Tally Prime.':
    'रिकॉर्ड प्रबंधन, हिसाब-किताब की बुनियादी बातें और Tally Prime।',
  'Secretarial practice, communication skills and internship.':
    'सचिवीय अभ्यास, संवाद कौशल और इंटर्नशिप।',
  'Human anatomy and physiology, laboratory safety.':
    'मानव शरीर रचना और शरीर क्रिया विज्ञान, प्रयोगशाला सुरक्षा।',
  'Clinical biochemistry and pathology.': 'क्लिनिकल बायोकेमिस्ट्री और पैथोलॉजी।',
  'Microbiology and haematology.': 'माइक्रोबायोलॉजी और हीमेटोलॉजी।',
  'Blood banking, laboratory management and hospital training.':
    'ब्लड बैंकिंग, प्रयोगशाला प्रबंधन और अस्पताल प्रशिक्षण।',
  'Human anatomy and physiology, sterilisation.': 'मानव शरीर रचना और शरीर क्रिया विज्ञान, कीटाणुशोधन।',
  'Operation theatre equipment and procedures.': 'ऑपरेशन थिएटर के उपकरण और प्रक्रियाएँ।',
  'Anaesthesia basics and patient care.': 'एनेस्थीसिया की बुनियादी बातें और रोगी देखभाल।',
  'Emergency care and hospital training.': 'आपातकालीन देखभाल और अस्पताल प्रशिक्षण।',
};

/** The graded years of the advance diplomas, by their English (ADVANCE_DIPLOMA_GRADES). */
export const GRADES_HINDI: Readonly<Record<string, string>> = {
  'Junior 1st year': 'जूनियर प्रथम वर्ष',
  'Junior 2nd year': 'जूनियर द्वितीय वर्ष',
  'Senior 3rd year': 'सीनियर तृतीय वर्ष',
  'Senior 4th year': 'सीनियर चतुर्थ वर्ष',
  'Senior 5th year': 'सीनियर पंचम वर्ष',
  'Diploma 6th year': 'डिप्लोमा षष्ठ वर्ष',
  'Advance Diploma 7th year': 'एडवांस डिप्लोमा सप्तम वर्ष',
  'Visharad 8th year': 'विशारद अष्टम वर्ष',
  'Teacher Training 9th year': 'शिक्षक प्रशिक्षण नवम वर्ष',
};

/** The advance diplomas' disciplines (DISCIPLINES): name, theory subjects, practical subjects. */
export const DISCIPLINES_HINDI: Readonly<Record<string, readonly [string, string, string]>> = {
  'Computer Application': [
    'कंप्यूटर एप्लिकेशन',
    'कंप्यूटर की बुनियादी बातें, ऑफ़िस सॉफ़्टवेयर और इंटरनेट',
    'टाइपिंग, दस्तावेज़ और प्रोजेक्ट',
  ],
  'Computer Programming': [
    'कंप्यूटर प्रोग्रामिंग',
    'प्रोग्रामिंग लॉजिक, प्रोग्रामिंग भाषाएँ और एल्गोरिदम',
    'प्रोग्राम और प्रोजेक्ट',
  ],
  'Fine Art (Drawing and Painting)': [
    'ललित कला (ड्रॉइंग और पेंटिंग)',
    'ड्रॉइंग, रंग सिद्धांत और कला का इतिहास',
    'स्थिर जीवन, प्राकृतिक दृश्य और पोर्ट्रेट',
  ],
  'Commercial Art': ['व्यावसायिक कला', 'लेटरिंग, लेआउट और विज्ञापन डिज़ाइन', 'पोस्टर, लोगो और पैकेजिंग'],
  Sculpture: ['मूर्तिकला', 'आकार, सामग्री और मूर्तिकला का इतिहास', 'मिट्टी की मॉडलिंग, ढलाई और नक्काशी'],
  'Kathak Dance': ['कथक नृत्य', 'ताल, बोल और कथक का इतिहास', 'तत्कार, चक्कर और रचनाएँ'],
  'Bharatanatyam Dance': ['भरतनाट्यम नृत्य', 'अडवु, मुद्राएँ और सिद्धांत', 'अलारिप्पु, जतिस्वरम और वर्णम'],
  'Odissi Dance': ['ओडिसी नृत्य', 'चौक, त्रिभंगी और सिद्धांत', 'पल्लवी, अभिनय और रचनाएँ'],
  'Kuchipudi Dance': ['कुचिपुड़ी नृत्य', 'अडवु, हस्त और सिद्धांत', 'जति, तरंगम और अभिनय'],
  'Manipuri Dance': ['मणिपुरी नृत्य', 'मूल गतियाँ, ताल और सिद्धांत', 'रास, चोलोम और रचनाएँ'],
  'Folk Dance': ['लोक नृत्य', 'भारत की लोक परंपराएँ और लय', 'क्षेत्रीय लोक नृत्य और सामूहिक प्रस्तुति'],
  'Hindustani Vocal Music': ['हिंदुस्तानी गायन', 'स्वर, राग और ताल', 'अलंकार, बंदिश और ख़याल'],
  Sitar: ['सितार', 'राग, ताल और स्वरलिपि', 'मींड, गत और आलाप'],
  Tabla: ['तबला', 'बोल, ताल और स्वरलिपि', 'क़ायदा, रेला और टुकड़ा'],
  Harmonium: ['हारमोनियम', 'स्वर, राग और स्वरलिपि', 'अलंकार, गीत और संगत'],
  Guitar: ['गिटार', 'सुर, कॉर्ड और स्वरलिपि', 'स्ट्रमिंग, स्केल और गीत'],
  Violin: ['वायलिन', 'सुर, गज़ चलाना और स्वरलिपि', 'स्केल, राग और रचनाएँ'],
  Flute: ['बाँसुरी', 'स्वर, श्वास और स्वरलिपि', 'अलंकार, राग और धुनें'],
  Keyboard: ['कीबोर्ड', 'सुर, कॉर्ड और स्वरलिपि', 'स्केल, धुनें और गीत'],
  'Hindi Recitation': ['हिंदी काव्य पाठ', 'हिंदी कविता, उच्चारण और अभिव्यक्ति', 'कविताओं और गद्य का पाठ'],
  'English Recitation': [
    'अंग्रेज़ी काव्य पाठ',
    'अंग्रेज़ी कविता, उच्चारण और अभिव्यक्ति',
    'कविताओं और भाषणों का पाठ',
  ],
  Yoga: ['योग', 'योग दर्शन, शरीर रचना और आहार', 'आसन, प्राणायाम और ध्यान'],
  Cooking: ['पाक कला', 'पोषण, स्वच्छता और रसोई की बुनियादी बातें', 'भारतीय, कॉन्टिनेंटल और क्षेत्रीय व्यंजन'],
  'Bakery and Confectionery': ['बेकरी और कन्फ़ेक्शनरी', 'सामग्री, स्वच्छता और लागत', 'ब्रेड, केक और पेस्ट्री'],
  Journalism: ['पत्रकारिता', 'समाचार, मीडिया क़ानून और नैतिकता', 'रिपोर्टिंग, संपादन और लेआउट'],
  Photography: ['फ़ोटोग्राफ़ी', 'कैमरा, रोशनी और कंपोज़िशन', 'फ़ोटो खींचना, एडिटिंग और प्रदर्शनियाँ'],
  'Tailoring and Fashion Design': [
    'सिलाई और फ़ैशन डिज़ाइन',
    'कपड़े, माप और डिज़ाइन',
    'कटाई, सिलाई और परिधान',
  ],
  Embroidery: ['कढ़ाई', 'टाँके, धागे और डिज़ाइन', 'हाथ और मशीन की कढ़ाई'],
  'Calligraphy and Handwriting': [
    'सुलेख और हस्तलेखन',
    'लिपियाँ, औज़ार और अक्षरों के रूप',
    'देवनागरी और अंग्रेज़ी सुलेख',
  ],
  'Abacus and Mental Arithmetic': [
    'अबेकस और मानसिक गणित',
    'अबेकस, संख्या बोध और विधियाँ',
    'गति अभ्यास और मौखिक गणना',
  ],
  'Spoken English': ['अंग्रेज़ी बोलचाल', 'व्याकरण, शब्दावली और उच्चारण', 'बातचीत, भाषण और वाद-विवाद'],
  'Drama and Theatre': [
    'नाटक और रंगमंच',
    'रंगमंच का इतिहास, आवाज़ और देह',
    'तात्कालिक अभिनय, दृश्य और एक नाटक',
  ],
  'Mehndi Art': ['मेहंदी कला', 'डिज़ाइन, कोन और रूपांकन', 'भारतीय, अरबी और दुल्हन के डिज़ाइन'],
};
