import type { TextDictionary } from './translate';

/**
 * The server's messages in Hindi, by their English text (decision 0032). Keys are the English
 * messages exactly as the schemas and services write them; `{name}` stands for any text.
 * tools/check-server-texts.test.ts checks every key still exists in the code, and that every
 * message of the code has its entry here.
 */
export const HINDI_TEXTS: TextDictionary = {
  'Some fields are not valid.': 'कुछ फ़ील्ड सही नहीं हैं।',
  'The field {field} contains a character that is not allowed (NUL).':
    'फ़ील्ड {field} में एक ऐसा अक्षर है जिसकी अनुमति नहीं है (NUL)।',
  'The form could not be read: it was incomplete or damaged. Please send it again.':
    'फ़ॉर्म पढ़ा नहीं जा सका: वह अधूरा या ख़राब था। कृपया उसे फिर से भेजें।',
  'The storage is full: nothing was saved. Please tell head office (the server needs more disk space).':
    'भंडारण (स्टोरेज) भर गया है: कुछ भी सहेजा नहीं गया। कृपया मुख्य कार्यालय को बताएँ (सर्वर को और डिस्क स्थान चाहिए)।',
  'A part of the address is too long.': 'पते (URL) का एक भाग बहुत लंबा है।',
  'The request took too long to arrive. Please try again.':
    'अनुरोध पहुँचने में बहुत समय लगा। कृपया फिर से कोशिश करें।',
  'The request could not be read.': 'अनुरोध पढ़ा नहीं जा सका।',
  'The request headers are too large.': 'अनुरोध के हेडर बहुत बड़े हैं।',
  'Line {row} of the file contains a character that is not allowed (NUL). Nothing was imported.':
    'फ़ाइल की पंक्ति {row} में एक ऐसा अक्षर है जिसकी अनुमति नहीं है (NUL)। कुछ भी आयात नहीं हुआ।',
  'The address is not valid.': 'पता (URL) सही नहीं है।',
  'Too many requests. Please wait and try again.':
    'बहुत सारे अनुरोध। कृपया थोड़ी देर रुककर फिर से कोशिश करें।',
  'Choose English or Hindi': 'अंग्रेज़ी या हिन्दी चुनें',
  'Amount is required': 'राशि आवश्यक है',
  'Enter an amount in rupees, e.g. 1250 or 1250.50': 'राशि रुपयों में लिखें, जैसे 1250 या 1250.50',
  'The amount must be more than zero': 'राशि शून्य से अधिक होनी चाहिए',
  'The amount can be at most {max}.': 'राशि अधिकतम {max} हो सकती है।',
  'Choose the payment mode': 'भुगतान का माध्यम चुनें',
  'Reference is required for this payment mode': 'इस भुगतान माध्यम के लिए संदर्भ संख्या आवश्यक है',
  'Reference must be at most 100 characters long': 'संदर्भ संख्या अधिकतम 100 अक्षरों की हो सकती है',
  'Date is required': 'तिथि आवश्यक है',
  'Enter a date as YYYY-MM-DD': 'तिथि YYYY-MM-DD के रूप में लिखें',
  'The date cannot be in the future': 'तिथि भविष्य की नहीं हो सकती',
  'Receipt image is required': 'रसीद की छवि आवश्यक है',
  'Reason is required': 'कारण आवश्यक है',
  'Reason must be at most 500 characters long': 'कारण अधिकतम 500 अक्षरों का हो सकता है',
  'Only head office can do this.': 'यह केवल मुख्य कार्यालय कर सकता है।',
  'Choose a centre': 'केंद्र चुनें',
  'No such fund payment': 'ऐसा कोई फ़ंड भुगतान नहीं है',
  'This fund payment has already been decided.': 'इस फ़ंड भुगतान पर पहले ही निर्णय हो चुका है।',
  'No such payment': 'ऐसा कोई भुगतान नहीं है',
  'This payment has already been reversed.': 'यह भुगतान पहले ही वापस किया जा चुका है।',
  'A reversal cannot be reversed.': 'वापसी की प्रविष्टि को वापस नहीं किया जा सकता।',
  'No such course': 'ऐसा कोई कोर्स नहीं है',
  'The instalments must add up to the course fee': 'किस्तों का योग कोर्स शुल्क के बराबर होना चाहिए',
  'Instalments must be due in order, each after the one before':
    'किस्तों की देय तिथियाँ क्रम में हों, हर किस्त पिछली किस्त के बाद',
  'The discount cannot be more than the course fee less what has been paid':
    'छूट, कोर्स शुल्क में से जमा की गई राशि घटाने के बाद बची राशि से अधिक नहीं हो सकती',
  'No student data available': 'छात्र का कोई डेटा उपलब्ध नहीं है',
  'Application submitted. The centre will review it.': 'आवेदन जमा हो गया। केंद्र इसकी समीक्षा करेगा।',
  'Application sent again. The centre will review it.':
    'आवेदन फिर से भेज दिया गया। केंद्र इसकी समीक्षा करेगा।',
  'Application withdrawn.': 'आवेदन वापस ले लिया गया।',
  'You already have an open application. Wait for the centre to review it, or withdraw it before applying again.':
    'आपका एक आवेदन पहले से खुला है। केंद्र की समीक्षा की प्रतीक्षा करें, या फिर से आवेदन करने से पहले उसे वापस लें।',
  'You are already a registered student. Sign in with your registration number.':
    'आप पहले से पंजीकृत छात्र हैं। अपनी पंजीकरण संख्या से साइन इन करें।',
  'This centre is not taking admissions. Choose another centre.':
    'यह केंद्र अभी प्रवेश नहीं ले रहा है। कोई दूसरा केंद्र चुनें।',
  'Write what the applicant should correct': 'लिखें कि आवेदक को क्या सुधारना है',
  'Write the reason for rejecting the application': 'आवेदन अस्वीकार करने का कारण लिखें',
  'This application is no longer waiting for review.': 'यह आवेदन अब समीक्षा की प्रतीक्षा में नहीं है।',
  'This application cannot be changed now.': 'इस आवेदन को अब बदला नहीं जा सकता।',
  'You have no application.': 'आपका कोई आवेदन नहीं है।',
  'You have no open application to withdraw.': 'वापस लेने के लिए आपका कोई खुला आवेदन नहीं है।',
  'No application found': 'कोई आवेदन नहीं मिला',
  'Application approved. Registration number': 'आवेदन स्वीकृत। पंजीकरण संख्या',
  'Application approved. Registration number: {registrationNumber}':
    'आवेदन स्वीकृत। पंजीकरण संख्या: {registrationNumber}',
  'Correction requested. The applicant will see your message.':
    'सुधार का अनुरोध भेजा गया। आवेदक आपका संदेश देखेगा।',
  'Application rejected.': 'आवेदन अस्वीकार किया गया।',
  'Email is required': 'ईमेल आवश्यक है',
  'Invalid email format': 'ईमेल का प्रारूप सही नहीं है',
  'Password is required': 'पासवर्ड आवश्यक है',
  'Password must be at least 4 characters long': 'पासवर्ड कम से कम 4 अक्षरों का होना चाहिए',
  'Password must be less than 100 characters long': 'पासवर्ड 100 अक्षरों से कम का होना चाहिए',
  'Name is required': 'नाम आवश्यक है',
  'Name must be at least 3 characters long': 'नाम कम से कम 3 अक्षरों का होना चाहिए',
  'Name must be less than 100 characters long': 'नाम 100 अक्षरों से कम का होना चाहिए',
  'Registration number must be at least 7 characters long':
    'पंजीकरण संख्या कम से कम 7 अक्षरों की होनी चाहिए',
  'Registration number must be less than 100 characters long':
    'पंजीकरण संख्या 100 अक्षरों से कम की होनी चाहिए',
  'Login successful': 'लॉगिन सफल',
  'Login failed. Please check your credentials.': 'लॉगिन विफल। कृपया अपनी जानकारी जाँचें।',
  'Login failed. Please try again.': 'लॉगिन विफल। कृपया फिर से कोशिश करें।',
  'Sign up successful!': 'साइन अप सफल!',
  'Sign up failed. Please try again.': 'साइन अप विफल। कृपया फिर से कोशिश करें।',
  'Failed to log in. Please try again.': 'लॉग इन नहीं हो सका। कृपया फिर से कोशिश करें।',
  'An account with this email already exists. Please sign in instead.':
    'इस ईमेल से एक खाता पहले से है। कृपया साइन इन करें।',
  'This sign-in is for centre staff and head office. Students sign in at /login.':
    'यह साइन-इन केंद्र कर्मचारियों और मुख्य कार्यालय के लिए है। छात्र /login पर साइन इन करें।',
  'This account is not active. Please contact head office.':
    'यह खाता सक्रिय नहीं है। कृपया मुख्य कार्यालय से संपर्क करें।',
  'Your centre is suspended. Please contact head office.':
    'आपका केंद्र निलंबित है। कृपया मुख्य कार्यालय से संपर्क करें।',
  'Too many failed sign-in attempts. Please try again in {minutes} minute.':
    'साइन-इन के बहुत सारे असफल प्रयास। कृपया {minutes} मिनट बाद फिर से कोशिश करें।',
  'Too many failed sign-in attempts. Please try again in {minutes} minutes.':
    'साइन-इन के बहुत सारे असफल प्रयास। कृपया {minutes} मिनट बाद फिर से कोशिश करें।',
  'A sign-in to this account from here is already being checked. Please try again in a moment.':
    'यहाँ से इस खाते का एक साइन-इन पहले से जाँचा जा रहा है। कृपया थोड़ी देर में फिर से कोशिश करें।',
  'Too many failed sign-in attempts. Please try again in {seconds} second.':
    'साइन-इन के बहुत सारे असफल प्रयास। कृपया {seconds} सेकंड बाद फिर से कोशिश करें।',
  'Too many failed sign-in attempts. Please try again in {seconds} seconds.':
    'साइन-इन के बहुत सारे असफल प्रयास। कृपया {seconds} सेकंड बाद फिर से कोशिश करें।',
  'Document uploaded': 'दस्तावेज़ अपलोड हो गया',
  'Document replaced': 'दस्तावेज़ बदल दिया गया',
  'Choose an image to upload': 'अपलोड करने के लिए छवि चुनें',
  'Subject is required': 'विषय आवश्यक है',
  'Subject must be 3 to 200 characters long': 'विषय 3 से 200 अक्षरों का होना चाहिए',
  'Message is required': 'संदेश आवश्यक है',
  'Message must be less than 5000 characters long': 'संदेश 5000 अक्षरों से कम का होना चाहिए',
  'Choose at least one centre': 'कम से कम एक केंद्र चुनें',
  'One of the chosen centres does not exist': 'चुने गए केंद्रों में से एक मौजूद नहीं है',
  'Only head office can write centre messages.': 'केंद्रों को संदेश केवल मुख्य कार्यालय लिख सकता है।',
  'Centre messages are read by centre staff; head office sees the messages it sent.':
    'केंद्र संदेश केंद्र के कर्मचारी पढ़ते हैं; मुख्य कार्यालय अपने भेजे संदेश देखता है।',
  'No such message': 'ऐसा कोई संदेश नहीं है',
  'Message sent': 'संदेश भेज दिया गया',
  'Marked as read': 'पढ़ा हुआ चिह्नित किया गया',
  'All messages marked as read': 'सभी संदेश पढ़े हुए चिह्नित किए गए',
  'Centre code is required': 'केंद्र कोड आवश्यक है',
  'Centre code must be 2 to 20 capital letters or digits':
    'केंद्र कोड 2 से 20 बड़े अक्षरों (capital letters) या अंकों का होना चाहिए',
  'A centre with this code already exists': 'इस कोड का केंद्र पहले से मौजूद है',
  'Centre name is required': 'केंद्र का नाम आवश्यक है',
  'Centre name must be 3 to 200 characters long': 'केंद्र का नाम 3 से 200 अक्षरों का होना चाहिए',
  'Address is required': 'पता आवश्यक है',
  'Address must be less than 500 characters long': 'पता 500 अक्षरों से कम का होना चाहिए',
  'Phone is required': 'फ़ोन नंबर आवश्यक है',
  'Enter a 10-digit mobile number or a landline number with its STD code':
    '10 अंकों का मोबाइल नंबर या STD कोड सहित लैंडलाइन नंबर लिखें',
  'Name must be 3 to 100 characters long': 'नाम 3 से 100 अक्षरों का होना चाहिए',
  'An account with this email already exists': 'इस ईमेल से एक खाता पहले से है',
  'Password must be at least 8 characters long': 'पासवर्ड कम से कम 8 अक्षरों का होना चाहिए',
  'No such centre': 'ऐसा कोई केंद्र नहीं है',
  'No such staff member': 'ऐसा कोई कर्मचारी नहीं है',
  'Only head office can manage centres and staff.':
    'केंद्रों और कर्मचारियों का प्रबंधन केवल मुख्य कार्यालय कर सकता है।',
  "A centre's staff create and manage its teacher accounts; head office manages staff accounts.":
    'केंद्र के कर्मचारी अपने केंद्र के शिक्षकों के खाते बनाते और संभालते हैं; कर्मचारियों के खाते मुख्य कार्यालय संभालता है।',
  'Centre suspended; its staff have been signed out':
    'केंद्र निलंबित किया गया; इसके कर्मचारियों को साइन आउट कर दिया गया है',
  'Centre activated': 'केंद्र सक्रिय किया गया',
  'Staff account deactivated; they have been signed out':
    'कर्मचारी खाता निष्क्रिय किया गया; उन्हें साइन आउट कर दिया गया है',
  'Staff account activated': 'कर्मचारी खाता सक्रिय किया गया',
  'Password reset; they have been signed out': 'पासवर्ड रीसेट किया गया; उन्हें साइन आउट कर दिया गया है',
  'A request cannot be approved by the person who made it: another head office account must approve it (four-eyes approval is on).':
    'अनुरोध करने वाला व्यक्ति उसे स्वीकृत नहीं कर सकता: मुख्य कार्यालय का कोई दूसरा खाता इसे स्वीकृत करे (दोहरी स्वीकृति चालू है)।',
  'You made this request: another head office account must approve it (four-eyes approval is on).':
    'यह अनुरोध आपने किया है: मुख्य कार्यालय का कोई दूसरा खाता इसे स्वीकृत करे (दोहरी स्वीकृति चालू है)।',
  'Only head office can approve.': 'केवल मुख्य कार्यालय स्वीकृत कर सकता है।',
  'The student also needs a passing result.': 'छात्र का उत्तीर्ण परिणाम भी आवश्यक है।',
  '{reason} The student also needs a passing result.': '{reason} छात्र का उत्तीर्ण परिणाम भी आवश्यक है।',
  'Student ID is required': 'छात्र ID आवश्यक है',
  'A certificate can be requested only for a student with a passing result.':
    'प्रमाणपत्र का अनुरोध केवल उत्तीर्ण परिणाम वाले छात्र के लिए किया जा सकता है।',
  'No such certificate request': 'ऐसा कोई प्रमाणपत्र अनुरोध नहीं है',
  // The exam that counts for a course's certificate (decision 0057).
  "No passing result in the offline final examination, the exam that counts for this course's certificate.":
    'ऑफ़लाइन अंतिम परीक्षा में कोई उत्तीर्ण परिणाम नहीं है; इस कोर्स के प्रमाणपत्र के लिए यही परीक्षा मान्य है।',
  "No passing result in an online exam, the exam that counts for this course's certificate.":
    'किसी ऑनलाइन परीक्षा में कोई उत्तीर्ण परिणाम नहीं है; इस कोर्स के प्रमाणपत्र के लिए ऑनलाइन परीक्षा मान्य है।',
  "No passing result in {exam}, the exam that counts for this course's certificate.":
    '{exam} में कोई उत्तीर्ण परिणाम नहीं है; इस कोर्स के प्रमाणपत्र के लिए यही परीक्षा मान्य है।',
  'Choose the exam that counts.': 'मान्य परीक्षा चुनें।',
  'This exam is not an exam of this course.': 'यह परीक्षा इस कोर्स की नहीं है।',
  'The grade and percentage to be printed have changed since they were shown. Check them again before sending.':
    'दिखाए जाने के बाद छपने वाला ग्रेड और प्रतिशत बदल गया है। भेजने से पहले इन्हें फिर से जाँचें।',
  'The result that counts for this certificate has changed since the request was made (it was {was}, it is now {now}). Reject the request and request it again.':
    'अनुरोध किए जाने के बाद इस प्रमाणपत्र के लिए मान्य परिणाम बदल गया है (पहले {was} था, अब {now} है)। अनुरोध अस्वीकार करें और फिर से अनुरोध करें।',
  'No such certificate': 'ऐसा कोई प्रमाणपत्र नहीं है',
  'A certificate request for this student is already in progress.':
    'इस छात्र का एक प्रमाणपत्र अनुरोध पहले से प्रक्रिया में है।',
  'This student already has a certificate; request a duplicate or a corrected one instead.':
    'इस छात्र के पास पहले से प्रमाणपत्र है; इसके बजाय डुप्लिकेट या संशोधित प्रमाणपत्र का अनुरोध करें।',
  'Please give a reason.': 'कृपया कारण बताएँ।',
  'Courier is required': 'कूरियर आवश्यक है',
  'Tracking number is required': 'ट्रैकिंग नंबर आवश्यक है',
  'Only a valid issued certificate can be replaced.':
    'केवल जारी किया गया मान्य प्रमाणपत्र ही बदला जा सकता है।',
  'No certificate has this number. Check the number and try again.':
    'इस संख्या का कोई प्रमाणपत्र नहीं है। संख्या जाँचकर फिर से कोशिश करें।',
  'Too many lookups. Please try again later.': 'बहुत सारी खोजें। कृपया बाद में फिर से कोशिश करें।',
  'The verification code does not match this certificate, so only its status is shown. Check the code printed next to the certificate number.':
    'सत्यापन कोड इस प्रमाणपत्र से मेल नहीं खाता, इसलिए केवल इसकी स्थिति दिखाई गई है। प्रमाणपत्र संख्या के पास छपा कोड जाँचें।',
  'The date of birth does not match this certificate, so only its status is shown.':
    'जन्म तिथि इस प्रमाणपत्र से मेल नहीं खाती, इसलिए केवल इसकी स्थिति दिखाई गई है।',
  'Neither the verification code nor the date of birth matches this certificate, so only its status is shown.':
    'न सत्यापन कोड और न ही जन्म तिथि इस प्रमाणपत्र से मेल खाती है, इसलिए केवल इसकी स्थिति दिखाई गई है।',
  'Too many dates of birth were tried for this certificate. Use the verification code printed on it, or try again later.':
    'इस प्रमाणपत्र के लिए बहुत सारी जन्म तिथियाँ आज़माई गईं। इस पर छपा सत्यापन कोड इस्तेमाल करें, या बाद में फिर से कोशिश करें।',
  'Enter the date of birth as YYYY-MM-DD.': 'जन्म तिथि YYYY-MM-DD के रूप में लिखें।',
  'Enter the page’s title': 'पेज का शीर्षक लिखें',
  'Enter a short summary of the page': 'पेज का संक्षिप्त सारांश लिखें',
  'Use letters or digits in the title: its address is made from them':
    'शीर्षक में अक्षर या अंक इस्तेमाल करें: पेज का पता इन्हीं से बनता है',
  'A page at /course/{slug} already exists: choose another title, or edit that page':
    '/course/{slug} पर एक पेज पहले से है: कोई दूसरा शीर्षक चुनें, या उसी पेज को संपादित करें',
  'This page still holds {count} course. Remove them first, then remove the page.':
    'इस पेज में अभी {count} कोर्स है। पहले उसे हटाएँ, फिर पेज हटाएँ।',
  'This page still holds {count} courses. Remove them first, then remove the page.':
    'इस पेज में अभी {count} कोर्स हैं। पहले उन्हें हटाएँ, फिर पेज हटाएँ।',
  'A duration page belongs to its plan: edit its courses, it cannot be removed here.':
    'अवधि वाला पेज अपने प्लान का हिस्सा है: इसके कोर्स संपादित करें, इसे यहाँ से हटाया नहीं जा सकता।',
  'Enter the course’s title': 'कोर्स का शीर्षक लिखें',
  'Enter the semester text, for example Semester 1': 'सेमेस्टर का पाठ लिखें, जैसे Semester 1',
  'Enter the subjects, one semester per line': 'विषय लिखें, हर पंक्ति में एक सेमेस्टर',
  'Describe the picture for people who cannot see it (alt text)':
    'जो लोग चित्र नहीं देख सकते, उनके लिए चित्र का विवरण लिखें (alt text)',
  'This course shows the shared book picture: there is no picture to remove.':
    'यह कोर्स साझा पुस्तक वाला चित्र दिखाता है: हटाने के लिए कोई चित्र नहीं है।',
  'The list changed since you opened it. Reload, then order it again.':
    'आपके खोलने के बाद सूची बदल गई है। पेज फिर से लोड करें, फिर क्रम दोबारा लगाएँ।',
  'Use at most {max} characters': 'अधिकतम {max} अक्षर इस्तेमाल करें',
  'Enter a code of letters and digits (at most 10)': 'अक्षरों और अंकों का कोड लिखें (अधिकतम 10)',
  'Enter a code of letters and digits (at most 20)': 'अक्षरों और अंकों का कोड लिखें (अधिकतम 20)',
  'Enter the course name': 'कोर्स का नाम लिखें',
  'Enter the option name': 'विकल्प का नाम लिखें',
  'Enter the duration in whole months, from 1 to 60': 'अवधि पूरे महीनों में लिखें, 1 से 60 तक',
  'A course with this code already exists': 'इस कोड का कोर्स पहले से मौजूद है',
  'The option code {code} is already used': 'विकल्प कोड {code} पहले से इस्तेमाल हो रहा है',
  'Each option needs its own code': 'हर विकल्प का अपना अलग कोड होना चाहिए',
  'Students are enrolled in this course, so its duration cannot change. Retire it and add a new course instead.':
    'इस कोर्स में छात्र नामांकित हैं, इसलिए इसकी अवधि नहीं बदल सकती। इसे बंद करें और इसके बजाय नया कोर्स जोड़ें।',
  'Students or applications use the option {option}, so it cannot be removed.':
    'छात्र या आवेदन विकल्प {option} का उपयोग करते हैं, इसलिए इसे हटाया नहीं जा सकता।',
  'Students, applications or exams use this course, so it cannot be deleted. Retire it instead.':
    'छात्र, आवेदन या परीक्षाएँ इस कोर्स का उपयोग करते हैं, इसलिए इसे हटाया नहीं जा सकता। इसके बजाय इसे बंद करें।',
  'Only head office can change the course catalogue': 'कोर्स सूची केवल मुख्य कार्यालय बदल सकता है',
  'No such enquiry': 'ऐसी कोई पूछताछ नहीं है',
  'Only head office can assign enquiries to a centre.':
    'पूछताछ किसी केंद्र को केवल मुख्य कार्यालय सौंप सकता है।',
  'Status saved': 'स्थिति सहेजी गई',
  'Note added': 'नोट जोड़ा गया',
  'Enquiry assigned': 'पूछताछ सौंपी गई',
  'Enter a title': 'शीर्षक लिखें',
  'Choose a picture (JPEG, PNG or WebP, at most 5 MB)': 'चित्र चुनें (JPEG, PNG या WebP, अधिकतम 5 MB)',
  'Enter a page of this website (starting with /) or a full link starting with https://':
    'इस वेबसाइट का कोई पेज (/ से शुरू) या https:// से शुरू होने वाला पूरा लिंक लिखें',
  'The carousel holds at most {max} slides. Remove one before adding another.':
    'कैरोसेल में अधिकतम {max} स्लाइड हो सकती हैं। नई जोड़ने से पहले एक हटाएँ।',
  'Enter the album’s title': 'एल्बम का शीर्षक लिखें',
  'This album still holds {count} photo. Delete them first, then delete the album.':
    'इस एल्बम में अभी {count} फ़ोटो है। पहले उसे हटाएँ, फिर एल्बम हटाएँ।',
  'This album still holds {count} photos. Delete them first, then delete the album.':
    'इस एल्बम में अभी {count} फ़ोटो हैं। पहले उन्हें हटाएँ, फिर एल्बम हटाएँ।',
  'The list changed since you opened it (someone added, removed or moved an item). Reload and try again.':
    'आपके खोलने के बाद सूची बदल गई है (किसी ने कोई आइटम जोड़ा, हटाया या खिसकाया)। पेज फिर से लोड करके दोबारा कोशिश करें।',
  'A deleted photo’s files are removed: it cannot be restored.':
    'हटाई गई फ़ोटो की फ़ाइलें मिटा दी जाती हैं: उसे वापस नहीं लाया जा सकता।',
  // Photos added to an album as a draft (decision 0039).
  'A draft holds at most {max} photos. Publish it, then start another.':
    'एक ड्राफ़्ट में अधिकतम {max} फ़ोटो हो सकती हैं। इसे प्रकाशित करें, फिर नया ड्राफ़्ट शुरू करें।',
  'The same photo is in the draft twice': 'एक ही फ़ोटो ड्राफ़्ट में दो बार है',
  'Choose one of the icons': 'आइकन में से एक चुनें',
  'Enter the title': 'शीर्षक लिखें',
  'Enter the description': 'विवरण लिखें',
  'Enter a whole number of months from 1 to 60': 'महीनों की पूर्ण संख्या लिखें, 1 से 60 तक',
  'There is already a plan of {months} month: edit that one, or choose another number':
    '{months} महीने का प्लान पहले से है: उसी को संपादित करें, या कोई दूसरी संख्या चुनें',
  'There is already a plan of {months} months: edit that one, or choose another number':
    '{months} महीनों का प्लान पहले से है: उसी को संपादित करें, या कोई दूसरी संख्या चुनें',
  'Enter the label, for example 3 Months': 'लेबल लिखें, जैसे 3 Months',
  'Enter at least one feature, one per line': 'कम से कम एक विशेषता लिखें, हर पंक्ति में एक',
  'Use at most {max} features': 'अधिकतम {max} विशेषताएँ लिखें',
  'Enter a page of this website such as /one, or a full link starting with https://':
    'इस वेबसाइट का कोई पेज जैसे /one, या https:// से शुरू होने वाला पूरा लिंक लिखें',
  'Enter the price in whole rupees (at most 10,00,000), or leave it empty':
    'कीमत पूरे रुपयों में लिखें (अधिकतम 10,00,000), या खाली छोड़ें',
  'Enter the price to show it': 'कीमत दिखाने के लिए उसे लिखें',
  'Enter the introduction': 'परिचय लिखें',
  'Enter the heading': 'शीर्षक लिखें',
  'Enter the text': 'पाठ लिखें',
  'Keep at least one section': 'कम से कम एक खंड रखें',
  'Enter the figure, for example 33+': 'आँकड़ा लिखें, जैसे 33+',
  'Enter what the figure counts': 'लिखें कि यह आँकड़ा किसकी गिनती है',
  'Give exactly three figures': 'ठीक तीन आँकड़े दें',
  'Enter the institute name': 'संस्थान का नाम लिखें',
  'Enter a phone number of 10 digits (a landline with its STD code, or +91 and 10 digits)':
    '10 अंकों का फ़ोन नंबर लिखें (STD कोड सहित लैंडलाइन, या +91 और 10 अंक)',
  'Enter a valid e-mail address': 'मान्य ईमेल पता लिखें',
  'Enter the address': 'पता लिखें',
  'Enter a full link starting with https://': 'https:// से शुरू होने वाला पूरा लिंक लिखें',
  // The website's texts in Hindi (decision 0034)
  'This text is not part of the item any more. Reload the page.':
    'यह पाठ अब इस आइटम का हिस्सा नहीं है। पेज दोबारा लोड करें।',
  'Someone else saved the Hindi of this item since you opened it. Reload to see their version, then make your change again.':
    'आपके खोलने के बाद किसी और ने इस आइटम की हिन्दी सहेज दी है। उनका संस्करण देखने के लिए पेज दोबारा लोड करें, फिर अपना बदलाव फिर से करें।',
  'This item is not on the website any more. Reload the page.':
    'यह आइटम अब वेबसाइट पर नहीं है। पेज दोबारा लोड करें।',
  'Someone else saved this since you opened it. Reload to see their change, then make yours again.':
    'आपके खोलने के बाद किसी और ने इसे सहेज दिया है। उनका बदलाव देखने के लिए पेज फिर से लोड करें, फिर अपना बदलाव दोबारा करें।',
  'Enter the notice in English or in Hindi': 'सूचना अंग्रेज़ी या हिन्दी में लिखें',
  'The end date cannot be before the start date': 'समाप्ति तिथि आरंभ तिथि से पहले नहीं हो सकती',
  'Enter a date': 'तिथि लिखें',
  'Choose the logo picture': 'लोगो का चित्र चुनें',
  'This was changed again since. Undo the later change first, or edit it by hand.':
    'इसके बाद इसे फिर से बदला गया है। पहले बाद वाला बदलाव पूर्ववत करें, या इसे स्वयं संपादित करें।',
  Undone: 'पूर्ववत किया गया',
  'This certificate has no digital credential.': 'इस प्रमाणपत्र का कोई डिजिटल क्रेडेंशियल नहीं है।',
  'Paste a credential or choose its file.': 'क्रेडेंशियल चिपकाएँ या उसकी फ़ाइल चुनें।',
  'This is not a credential we can read: paste the credential (a JWT, its JSON or a badge SVG).':
    'यह ऐसा क्रेडेंशियल नहीं है जिसे हम पढ़ सकें: क्रेडेंशियल चिपकाएँ (JWT, उसका JSON या बैज SVG)।',
  'This credential was not issued by us.': 'यह क्रेडेंशियल हमने जारी नहीं किया है।',
  'This credential was signed with a key we never published.':
    'यह क्रेडेंशियल ऐसी कुंजी से हस्ताक्षरित है जिसे हमने कभी प्रकाशित नहीं किया।',
  'The signature does not match: the credential was changed after it was signed.':
    'हस्ताक्षर मेल नहीं खाता: हस्ताक्षर के बाद क्रेडेंशियल बदला गया है।',
  'Digital credentials are not issued on this site.': 'इस साइट पर डिजिटल क्रेडेंशियल जारी नहीं किए जाते।',
  'The digital credential cannot be signed, so nothing was saved.':
    'डिजिटल क्रेडेंशियल पर हस्ताक्षर नहीं हो सका, इसलिए कुछ भी सहेजा नहीं गया।',
  'The digital credential cannot be signed, so nothing was saved. {detail}':
    'डिजिटल क्रेडेंशियल पर हस्ताक्षर नहीं हो सका, इसलिए कुछ भी सहेजा नहीं गया। {detail}',
  'This Aadhaar number is already enrolled in this course and option (registration number {registrationNumber}).':
    'यह आधार संख्या इस कोर्स और विकल्प में पहले से नामांकित है (पंजीकरण संख्या {registrationNumber})।',
  'This Aadhaar number is already enrolled in another course. Check the enrolments below and confirm a second enrolment to save.':
    'यह आधार संख्या किसी दूसरे कोर्स में पहले से नामांकित है। नीचे दिए नामांकन जाँचें और सहेजने के लिए दूसरे नामांकन की पुष्टि करें।',
  'This Aadhaar number is already enrolled in this course and option.':
    'यह आधार संख्या इस कोर्स और विकल्प में पहले से नामांकित है।',
  'This Aadhaar number is already enrolled in another course ({registrationNumbers}). Tick "Allow second enrolments" to import it.':
    'यह आधार संख्या किसी दूसरे कोर्स में पहले से नामांकित है ({registrationNumbers})। इसे आयात करने के लिए "दूसरे नामांकन की अनुमति दें" पर टिक करें।',
  'The same Aadhaar number, course and option are already on row {row} of this file.':
    'यही आधार संख्या, कोर्स और विकल्प इस फ़ाइल की पंक्ति {row} में पहले से हैं।',
  'The same Aadhaar number is already on row {row} of this file, in another course. Tick "Allow second enrolments" to import both.':
    'यही आधार संख्या इस फ़ाइल की पंक्ति {row} में किसी दूसरे कोर्स के साथ पहले से है। दोनों को आयात करने के लिए "दूसरे नामांकन की अनुमति दें" पर टिक करें।',
  'Another save enrolled one of these people in the same course meanwhile. Nothing was imported: upload the file again.':
    'इसी बीच किसी दूसरे सहेजने से इनमें से एक व्यक्ति उसी कोर्स में नामांकित हो गया। कुछ भी आयात नहीं हुआ: फ़ाइल फिर से अपलोड करें।',
  'Who already has this Aadhaar number': 'यह आधार संख्या पहले से किसके पास है',
  'This is the same person: enrol them in this course as well':
    'यह वही व्यक्ति है: इन्हें इस कोर्स में भी नामांकित करें',
  'Allow second enrolments': 'दूसरे नामांकन की अनुमति दें',
  'Import rows whose Aadhaar number is already enrolled in another course. A person is never enrolled twice in the same course and option.':
    'वे पंक्तियाँ भी आयात करें जिनकी आधार संख्या किसी दूसरे कोर्स में पहले से नामांकित है। कोई व्यक्ति एक ही कोर्स और विकल्प में कभी दो बार नामांकित नहीं होता।',
  'Only head office can see the background jobs.': 'पृष्ठभूमि के कार्य केवल मुख्य कार्यालय देख सकता है।',
  'Only head office can change the marketing tools.': 'मार्केटिंग टूल केवल मुख्य कार्यालय बदल सकता है।',
  'Image is required': 'छवि आवश्यक है',
  'Download file is required': 'डाउनलोड फ़ाइल आवश्यक है',
  'Marketing tool added': 'मार्केटिंग टूल जोड़ा गया',
  'Marketing tool updated': 'मार्केटिंग टूल अपडेट किया गया',
  'Marketing tool removed': 'मार्केटिंग टूल हटाया गया',
  'No such marketing tool': 'ऐसा कोई मार्केटिंग टूल नहीं है',
  'If an account matches what you entered, a message is on its way. The link or code works once, for 30 minutes.':
    'अगर आपकी दी गई जानकारी से कोई खाता मेल खाता है, तो संदेश भेजा जा रहा है। लिंक या कोड केवल एक बार, 30 मिनट तक काम करता है।',
  'This link or code is not valid or has expired. Please ask for a new one.':
    'यह लिंक या कोड मान्य नहीं है या इसकी समय-सीमा समाप्त हो गई है। कृपया नया मँगाएँ।',
  'Your password has been changed. Every session of your account was signed out.':
    'आपका पासवर्ड बदल दिया गया है। आपके खाते के सभी सत्रों से साइन आउट कर दिया गया है।',
  'Messages are off on this site: no e-mail or SMS can be sent. Please contact your centre or head office to reset your password.':
    'इस साइट पर संदेश बंद हैं: कोई ईमेल या SMS नहीं भेजा जा सकता। पासवर्ड रीसेट करने के लिए कृपया अपने केंद्र या मुख्य कार्यालय से संपर्क करें।',
  'This way of sending is not set up on this site.': 'भेजने का यह तरीका इस साइट पर चालू नहीं है।',
  'E-mail is not set up': 'ई-मेल चालू नहीं है',
  'SMS is not set up': 'SMS चालू नहीं है',
  'WhatsApp is not set up': 'व्हाट्सऐप चालू नहीं है',
  'The number replied STOP to WhatsApp messages': 'इस नंबर ने व्हाट्सऐप संदेशों के उत्तर में रोकने को कहा है',
  'Expired before it could be sent': 'भेजे जाने से पहले इसकी समय-सीमा समाप्त हो गई',
  'Choose each channel at most once': 'हर माध्यम अधिकतम एक बार चुनें',
  'The order is saved. New messages follow it.': 'क्रम सहेजा गया। नए संदेश इसी क्रम का पालन करेंगे।',
  'The verify token does not match.': 'सत्यापन टोकन मेल नहीं खाता।',
  'WhatsApp is not set up.': 'व्हाट्सऐप चालू नहीं है।',
  'Only head office can see the delivery log.': 'डिलीवरी लॉग केवल मुख्य कार्यालय देख सकता है।',
  'The message will be sent again.': 'संदेश फिर से भेजा जाएगा।',
  'Only a message that failed or was not sent can be sent again.':
    'केवल वही संदेश फिर से भेजा जा सकता है जो विफल हुआ हो या भेजा न गया हो।',
  'Enter the 6-digit code from the SMS': 'SMS में आया 6 अंकों का कोड लिखें',
  'Unknown placeholder: {names}': 'अज्ञात प्लेसहोल्डर: {names}',
  'Unknown placeholders: {names}': 'अज्ञात प्लेसहोल्डर: {names}',
  'Template saved. New messages use it.': 'टेम्पलेट सहेजा गया। नए संदेश इसी का उपयोग करेंगे।',
  'The built-in wording is back.': 'मूल शब्दावली फिर से लागू हो गई है।',
  'Title is required': 'शीर्षक आवश्यक है',
  'Title must be 3 to 200 characters long': 'शीर्षक 3 से 200 अक्षरों का होना चाहिए',
  'Choose a course': 'कोर्स चुनें',
  'This option does not belong to the course': 'यह विकल्प इस कोर्स का नहीं है',
  'Enter the exam link': 'परीक्षा का लिंक लिखें',
  'Enter a full web address starting with https:// or http://':
    'https:// या http:// से शुरू होने वाला पूरा वेब पता लिखें',
  'Choose the start time': 'आरंभ का समय चुनें',
  'The start time is in the past: choose a later time or Start now':
    'आरंभ का समय बीत चुका है: बाद का समय चुनें या अभी शुरू करें',
  'The duration must be between 5 and 300 minutes': 'अवधि 5 से 300 मिनट के बीच होनी चाहिए',
  'The window must stay open at least as long as the duration':
    'परीक्षा की समय-सीमा कम से कम उसकी अवधि जितनी खुली रहनी चाहिए',
  'The window can stay open at most 7 days': 'परीक्षा की समय-सीमा अधिकतम 7 दिन खुली रह सकती है',
  'The batch is empty: no student of this course matches':
    'बैच खाली है: इस कोर्स का कोई छात्र मेल नहीं खाता',
  'Some chosen students are not students of this centre and course':
    'चुने गए कुछ छात्र इस केंद्र और कोर्स के छात्र नहीं हैं',
  'Choose the questions of the exam': 'परीक्षा के प्रश्न चुनें',
  "Some chosen questions are not in this course's question bank":
    'चुने गए कुछ प्रश्न इस कोर्स के प्रश्न बैंक में नहीं हैं',
  'The number of questions must be between 1 and the questions in the bank':
    'प्रश्नों की संख्या 1 से लेकर बैंक में उपलब्ध प्रश्नों तक होनी चाहिए',
  'The number of questions must be between 1 and the questions in the bank ({count})':
    'प्रश्नों की संख्या 1 से लेकर बैंक में उपलब्ध प्रश्नों तक होनी चाहिए ({count})',
  'The question bank of this course has only {count} question':
    'इस कोर्स के प्रश्न बैंक में केवल {count} प्रश्न है',
  'The question bank of this course has only {count} questions':
    'इस कोर्स के प्रश्न बैंक में केवल {count} प्रश्न हैं',
  'No such exam': 'ऐसी कोई परीक्षा नहीं है',
  'No such question': 'ऐसा कोई प्रश्न नहीं है',
  'You are not a candidate of this exam': 'आप इस परीक्षा के परीक्षार्थी नहीं हैं',
  'This exam has not started yet': 'यह परीक्षा अभी शुरू नहीं हुई है',
  'This exam is closed': 'यह परीक्षा बंद हो चुकी है',
  'This exam is taken at its link': 'यह परीक्षा उसके लिंक पर दी जाती है',
  'Start the exam first': 'पहले परीक्षा शुरू करें',
  'Your answers have been submitted; they can no longer change':
    'आपके उत्तर जमा हो चुके हैं; अब उन्हें बदला नहीं जा सकता',
  'Time is up: your answers have been submitted': 'समय समाप्त: आपके उत्तर जमा कर दिए गए हैं',
  'This question is not part of your exam': 'यह प्रश्न आपकी परीक्षा का हिस्सा नहीं है',
  'Choose among the options of the question': 'प्रश्न के विकल्पों में से चुनें',
  'Only the student can take their exam': 'अपनी परीक्षा केवल छात्र स्वयं दे सकता है',
  'Only head office can change the question bank': 'प्रश्न बैंक केवल मुख्य कार्यालय बदल सकता है',
  'Exam cancelled': 'परीक्षा रद्द की गई',
  'Enter a valid 10-digit mobile number': '10 अंकों का मान्य मोबाइल नंबर लिखें',
  'Bio must be less than 500 characters long': 'परिचय 500 अक्षरों से कम का होना चाहिए',
  'Post is required': 'पोस्ट आवश्यक है',
  'Post must be less than 500 characters long': 'पोस्ट 500 अक्षरों से कम की होनी चाहिए',
  'No such post': 'ऐसी कोई पोस्ट नहीं है',
  'You can delete only your own posts.': 'आप केवल अपनी पोस्ट हटा सकते हैं।',
  'Posts are for centre staff; head office posts are its centre messages.':
    'पोस्ट केंद्र कर्मचारियों के लिए हैं; मुख्य कार्यालय की पोस्ट उसके केंद्र संदेश हैं।',
  'Profile saved': 'प्रोफ़ाइल सहेजी गई',
  'Post published': 'पोस्ट प्रकाशित की गई',
  'Post deleted': 'पोस्ट हटाई गई',
  'Adding...': 'जोड़ा जा रहा है...',
  'Failed to add student. Please try again.': 'छात्र नहीं जोड़ा जा सका। कृपया फिर से कोशिश करें।',
  'Error fetching data': 'डेटा प्राप्त करने में त्रुटि',
  'Unexpected data format': 'डेटा का प्रारूप अपेक्षित नहीं है',
  'No student data available.': 'छात्र का कोई डेटा उपलब्ध नहीं है।',
  'Loading...': 'लोड हो रहा है...',
  'Failed to fetch student data.': 'छात्र का डेटा प्राप्त नहीं हो सका।',
  'Error fetching student data.': 'छात्र का डेटा प्राप्त करने में त्रुटि।',
  'Error updating student data': 'छात्र का डेटा अपडेट करने में त्रुटि',
  'Enter a valid 12-digit Aadhaar number': '12 अंकों की मान्य आधार संख्या लिखें',
  'The last digit does not match: check the number': 'अंतिम अंक मेल नहीं खाता: संख्या जाँचें',
  '12 digits; the last digit is a check digit': '12 अंक; अंतिम अंक जाँच अंक है',
  'Enter a valid date of birth': 'मान्य जन्म तिथि लिखें',
  'Choose a course option of the selected course': 'चुने गए कोर्स का कोई विकल्प चुनें',
  'This course has no options': 'इस कोर्स में कोई विकल्प नहीं है',
  'Choose one of the listed values': 'सूची में दिए गए मानों में से एक चुनें',
  'You do not have access to this.': 'आपको इसकी अनुमति नहीं है।',
  'Not found': 'नहीं मिला',
  'This student discontinued the course (completion status Discontinued): no certificate can be issued.':
    'इस छात्र ने कोर्स बीच में छोड़ दिया है (पूर्णता स्थिति Discontinued): कोई प्रमाणपत्र जारी नहीं किया जा सकता।',
  'The course ends on {date}: a certificate can be requested from then, or earlier once staff set the completion status to Completed.':
    'कोर्स {date} को समाप्त होता है: प्रमाणपत्र का अनुरोध तब से किया जा सकता है, या उससे पहले, जब कर्मचारी पूर्णता स्थिति Completed कर दें।',
  'Marks in {subject} must be a whole number from 0 to {max}.':
    '{subject} के अंक 0 से {max} तक की पूर्ण संख्या होने चाहिए।',
  'This payment is more than the amount due: {due} is due.':
    'यह भुगतान देय राशि से अधिक है: {due} देय है।',
  'The results of this exam session are published: its marks can no longer be changed.':
    'इस परीक्षा सत्र के परिणाम प्रकाशित हो चुके हैं: इसके अंक अब बदले नहीं जा सकते।',
  'The results of this exam session are already published.':
    'इस परीक्षा सत्र के परिणाम पहले ही प्रकाशित हो चुके हैं।',
  'The results of this exam session are already submitted for publishing.':
    'इस परीक्षा सत्र के परिणाम पहले ही प्रकाशन के लिए भेजे जा चुके हैं।',
  'There are no marks to publish yet: enter and save the marks first.':
    'प्रकाशित करने के लिए अभी कोई अंक नहीं हैं: पहले अंक लिखकर सहेजें।',
  'Teachers enter the marks of their batches; the centre submits the results and head office publishes them.':
    'शिक्षक अपने बैचों के अंक लिखते हैं; परिणाम केंद्र प्रकाशन के लिए भेजता है और मुख्य कार्यालय उन्हें प्रकाशित करता है।',
  'The four-eyes rule is on: the marks must first be submitted for publishing; then another person publishes them.':
    'चार-आँखों का नियम चालू है: अंक पहले प्रकाशन के लिए भेजे जाने चाहिए; फिर कोई दूसरा व्यक्ति उन्हें प्रकाशित करता है।',
  'The four-eyes rule is on: you entered, changed or submitted marks of this exam session, so another person must publish its results.':
    'चार-आँखों का नियम चालू है: आपने इस परीक्षा सत्र के अंक लिखे, बदले या प्रकाशन के लिए भेजे, इसलिए इसके परिणाम कोई दूसरा व्यक्ति प्रकाशित करेगा।',
  'The results of this exam are not published yet: its marksheet can be printed once they are.':
    'इस परीक्षा के परिणाम अभी प्रकाशित नहीं हुए हैं: प्रकाशित होने पर इसका अंकपत्र छापा जा सकता है।',
  'This exam session has marks: its date cannot be after today (marks are entered after the exam).':
    'इस परीक्षा सत्र में अंक हैं: इसकी तिथि आज के बाद की नहीं हो सकती (अंक परीक्षा के बाद लिखे जाते हैं)।',
  'The results of this exam session are published: its date can no longer change.':
    'इस परीक्षा सत्र के परिणाम प्रकाशित हो चुके हैं: इसकी तिथि अब बदल नहीं सकती।',
  'This exam is on {date}: marks can be entered from that day, once the exam has been held.':
    'यह परीक्षा {date} को है: परीक्षा हो जाने के बाद, उसी दिन से अंक लिखे जा सकते हैं।',
  '{student} was admitted on {admitted}, after this exam ({examDate}): no result can be recorded for an exam held before admission.':
    '{student} का प्रवेश {admitted} को हुआ, इस परीक्षा ({examDate}) के बाद: प्रवेश से पहले हुई परीक्षा का परिणाम दर्ज नहीं किया जा सकता।',
  'Current password is required': 'वर्तमान पासवर्ड आवश्यक है',
  'There is no demo data to remove.': 'हटाने के लिए कोई डेमो डेटा नहीं है।',
  'The demo centre DEMO01 holds records of your own (a student or staff account that is not the demo’s): move them to another centre first. Nothing was removed.':
    'डेमो केंद्र DEMO01 में आपके अपने रिकॉर्ड हैं (कोई छात्र या स्टाफ़ खाता जो डेमो का नहीं है): पहले उन्हें दूसरे केंद्र में ले जाएँ। कुछ भी नहीं हटाया गया।',
  'The demo centre, its staff account and its student were removed.':
    'डेमो केंद्र, उसका स्टाफ़ खाता और उसका छात्र हटा दिए गए।',
  'Choose a new password before you continue: this one was set for you (Account > Change password).':
    'आगे बढ़ने से पहले नया पासवर्ड चुनें: यह पासवर्ड आपके लिए किसी और ने रखा था (खाता > पासवर्ड बदलें)।',
  'Choose a new password, not the one you have now.': 'नया पासवर्ड चुनें, वह नहीं जो अभी आपका है।',
  'New password must be at least 8 characters long': 'नया पासवर्ड कम से कम 8 अक्षरों का होना चाहिए',
  'Choose whether four-eyes approval is on.': 'चुनें कि दोहरी स्वीकृति चालू है या नहीं।',
  'At most {max} characters': 'अधिकतम {max} अक्षर',
  'Choose at least one request.': 'कम से कम एक अनुरोध चुनें।',
  'Search must be less than 100 characters long': 'खोज 100 अक्षरों से कम की होनी चाहिए',
  'Choose a status: new, contacted, converted or closed':
    'स्थिति चुनें: new, contacted, converted या closed',
  'Note must be less than 2000 characters long': 'नोट 2000 अक्षरों से कम का होना चाहिए',
  'Note is required': 'नोट आवश्यक है',
  'Email must be less than 254 characters long': 'ईमेल 254 अक्षरों से कम का होना चाहिए',
  'Phone number is required': 'फ़ोन नंबर आवश्यक है',
  'Phone number must have 10 digits': 'फ़ोन नंबर 10 अंकों का होना चाहिए',
  'Message must be at least 10 characters long': 'संदेश कम से कम 10 अक्षरों का होना चाहिए',
  'Message must be less than 2000 characters long': 'संदेश 2000 अक्षरों से कम का होना चाहिए',
  'Course is required': 'कोर्स आवश्यक है',
  'Course must be less than 200 characters long': 'कोर्स 200 अक्षरों से कम का होना चाहिए',
  'Use at most {max} sections': 'अधिकतम {max} खंड रखें',
  'The amount cannot be negative': 'राशि ऋणात्मक नहीं हो सकती',
  'The scale has at most 10 grades.': 'स्केल में अधिकतम 10 ग्रेड हो सकते हैं।',
  'The scale needs at least one passing grade.': 'स्केल में कम से कम एक उत्तीर्ण ग्रेड होना चाहिए।',
  'A grade is at most 5 characters.': 'ग्रेड अधिकतम 5 अक्षरों का होता है।',
  'Enter a grade.': 'ग्रेड लिखें।',
  'A percentage is between 0 and 100.': 'प्रतिशत 0 से 100 के बीच होता है।',
  'Enter a percentage.': 'प्रतिशत लिखें।',
  'Enter the grade for a fail.': 'अनुत्तीर्ण के लिए ग्रेड लिखें।',
  'Each grade needs a lower percentage than the grade above it.':
    'हर ग्रेड का प्रतिशत उसके ऊपर वाले ग्रेड से कम होना चाहिए।',
  'Each grade must be different.': 'हर ग्रेड अलग होना चाहिए।',
  'Type must be Online or Offline': 'प्रकार Online या Offline होना चाहिए',
  'Description must be less than 300 characters long': 'विवरण 300 अक्षरों से कम का होना चाहिए',
  'Description must be at least 3 characters long': 'विवरण कम से कम 3 अक्षरों का होना चाहिए',
  'Description is required': 'विवरण आवश्यक है',
  'New password is required': 'नया पासवर्ड आवश्यक है',
  'Choose e-mail or SMS': 'ईमेल या SMS चुनें',
  'Subject must be at most 200 characters': 'विषय अधिकतम 200 अक्षरों का हो सकता है',
  'Message must be at most 5000 characters': 'संदेश अधिकतम 5000 अक्षरों का हो सकता है',
  'Choose whether to receive reminders': 'चुनें कि आप अनुस्मारक पाना चाहते हैं या नहीं',
  'A course has at most 20 subjects.': 'किसी कोर्स में अधिकतम 20 विषय होते हैं।',
  'A course needs at least one subject.': 'कोर्स में कम से कम एक विषय होना चाहिए।',
  'A subject name is at most 80 characters.': 'विषय का नाम अधिकतम 80 अक्षरों का होता है।',
  'Enter the name of the subject.': 'विषय का नाम लिखें।',
  'Maximum marks are between 1 and 1000.': 'पूर्णांक 1 से 1000 के बीच होते हैं।',
  'Maximum marks are a whole number.': 'पूर्णांक एक पूर्ण संख्या होते हैं।',
  'Enter the maximum marks.': 'पूर्णांक लिखें।',
  'Each subject needs a different name.': 'हर विषय का नाम अलग होना चाहिए।',
  'Enter the date of the exam.': 'परीक्षा की तिथि लिखें।',
  'A title is at most 120 characters.': 'शीर्षक अधिकतम 120 अक्षरों का होता है।',
  'Enter a title, such as Final examination November 2026.':
    'शीर्षक लिखें, जैसे Final examination November 2026.',
  'Choose the course.': 'कोर्स चुनें।',
  'Enter the time as HH:MM, such as 10:30.': 'समय HH:MM के रूप में लिखें, जैसे 10:30।',
  'A venue is at most 200 characters.': 'परीक्षा स्थल अधिकतम 200 अक्षरों का होता है।',
  'A question is at most 2000 characters': 'प्रश्न अधिकतम 2000 अक्षरों का होता है',
  'Question is required': 'प्रश्न आवश्यक है',
  'A question has at most 5 options': 'किसी प्रश्न में अधिकतम 5 विकल्प होते हैं',
  'An option is at most 500 characters': 'विकल्प अधिकतम 500 अक्षरों का होता है',
  'Marks must be a whole number from 1 to 100': 'अंक 1 से 100 तक की पूर्ण संख्या होने चाहिए',
  'Give at least 2 options': 'कम से कम 2 विकल्प दें',
  'Fill the options in order': 'विकल्प क्रम से भरें',
  'Mark at least one correct option': 'कम से कम एक सही विकल्प चिह्नित करें',
  'A correct answer must be one of the options': 'सही उत्तर विकल्पों में से एक होना चाहिए',
  'Enter a date and time': 'तिथि और समय लिखें',
  'Instructions are at most 5000 characters': 'निर्देश अधिकतम 5000 अक्षरों के होते हैं',
  'Message must be at most 500 characters long': 'संदेश अधिकतम 500 अक्षरों का हो सकता है',
  'Choose a completion status': 'पूर्णता स्थिति चुनें',
  'Too many requests. Please try again in {wait}.':
    'बहुत सारे अनुरोध। कृपया {wait} बाद फिर से कोशिश करें।',
  'No route for {method} {path}': '{method} {path} के लिए कोई मार्ग नहीं है',
  'Please sign in to continue.': 'आगे बढ़ने के लिए कृपया साइन इन करें।',
  'The file is not valid CSV: {detail}': 'फ़ाइल मान्य CSV नहीं है: {detail}',
  'The file is empty.': 'फ़ाइल खाली है।',
  'The file lacks the columns: {columns}. Start from the template.':
    'फ़ाइल में ये कॉलम नहीं हैं: {columns}। टेम्पलेट से शुरू करें।',
  'Send the form as multipart/form-data.': 'फ़ॉर्म multipart/form-data के रूप में भेजें।',
  '{label} must be at most 5 MB': '{label} अधिकतम 5 MB की होनी चाहिए',
  '{label} must be an image (JPEG, PNG or WebP)': '{label} एक छवि (JPEG, PNG या WebP) होनी चाहिए',
  '{label} must be an image or a PDF': '{label} एक छवि या PDF होनी चाहिए',
  '{label} must be at most {size}': '{label} अधिकतम {size} की होनी चाहिए',
  '{label} could not be read as an image': '{label} को छवि के रूप में पढ़ा नहीं जा सका',
  '{label} must be a JPEG, PNG or WebP image': '{label} JPEG, PNG या WebP छवि होनी चाहिए',
  'Invalid input': 'अमान्य इनपुट',
  'Your account has no centre.': 'आपका खाता किसी केंद्र से जुड़ा नहीं है।',
  'This fund payment has no receipt.': 'इस फ़ंड भुगतान की कोई रसीद नहीं है।',
  'This application has no {file}.': 'इस आवेदन में {file} नहीं है।',
  'Signed out': 'साइन आउट हो गया',
  'Password changed. Other sessions were signed out.':
    'पासवर्ड बदल दिया गया। अन्य सत्रों से साइन आउट कर दिया गया।',
  'Staff accounts sign in at /admin.': 'कर्मचारी खाते /admin पर साइन इन करते हैं।',
  'The current password is not correct.': 'वर्तमान पासवर्ड सही नहीं है।',
  'No such document': 'ऐसा कोई दस्तावेज़ नहीं है',
  'No {document} has been uploaded yet': 'अभी तक कोई {document} अपलोड नहीं किया गया है',
  'No student has the registration number {registrationNumber}.':
    'किसी छात्र की पंजीकरण संख्या {registrationNumber} नहीं है।',
  'This request is {status}; only a {from} request can be {action}.':
    'यह अनुरोध {status} है; केवल {from} अनुरोध ही {action} किया जा सकता है।',
  'Not a verification code': 'यह सत्यापन कोड नहीं है',
  'This certificate is already {status}.': 'यह प्रमाणपत्र पहले से {status} है।',
  'This certificate has no photo.': 'इस प्रमाणपत्र पर कोई फ़ोटो नहीं है।',
  'No such change': 'ऐसा कोई बदलाव नहीं है',
  'No such course page': 'ऐसा कोई कोर्स पेज नहीं है',
  'No such album': 'ऐसा कोई एल्बम नहीं है',
  'No such photo': 'ऐसी कोई फ़ोटो नहीं है',
  'This change cannot be undone.': 'इस बदलाव को पूर्ववत नहीं किया जा सकता।',
  'No such image': 'ऐसी कोई छवि नहीं है',
  'No such feature card': 'ऐसा कोई विशेषता कार्ड नहीं है',
  'No such plan': 'ऐसा कोई प्लान नहीं है',
  'No such notice': 'ऐसी कोई सूचना नहीं है',
  'Reload the page and try again.': 'पेज फिर से लोड करके दोबारा कोशिश करें।',
  'No such slide': 'ऐसी कोई स्लाइड नहीं है',
  'There is no such status list.': 'ऐसी कोई स्थिति सूची नहीं है।',
  'Thank you! Your enquiry has been received. We will get back to you soon.':
    'धन्यवाद! आपकी पूछताछ प्राप्त हो गई है। हम जल्द ही आपसे संपर्क करेंगे।',
  'Only head office can change the grading scale.': 'ग्रेडिंग स्केल केवल मुख्य कार्यालय बदल सकता है।',
  'Check the form': 'फ़ॉर्म जाँचें',
  'No such message.': 'ऐसा कोई संदेश नहीं है।',
  'The message must keep {secret}: the link or code itself.':
    'संदेश में {secret} बना रहना चाहिए: यही लिंक या कोड है।',
  'This student has no marks in this exam.': 'इस छात्र के इस परीक्षा में कोई अंक नहीं हैं।',
  'This student is not a candidate of this exam.': 'यह छात्र इस परीक्षा का परीक्षार्थी नहीं है।',
  'This exam session has no candidates yet.': 'इस परीक्षा सत्र में अभी कोई परीक्षार्थी नहीं है।',
  'No student with this registration number.': 'इस पंजीकरण संख्या का कोई छात्र नहीं है।',
  'This exam session was not found.': 'यह परीक्षा सत्र नहीं मिला।',
  'This student is not a candidate of this exam session (or is listed twice).':
    'यह छात्र इस परीक्षा सत्र का परीक्षार्थी नहीं है (या दो बार सूचीबद्ध है)।',
  'This subject is not part of the exam.': 'यह विषय परीक्षा का हिस्सा नहीं है।',
  'Enter the marks in {subject} or mark the student absent.':
    '{subject} के अंक लिखें या छात्र को अनुपस्थित चिह्नित करें।',
  '{first} (and {count} more to correct)': '{first} (और {count} सुधार बाकी)',
  'Exam session deleted': 'परीक्षा सत्र हटाया गया',
  'Only head office can change the subjects of a course.':
    'कोर्स के विषय केवल मुख्य कार्यालय बदल सकता है।',
  'This course was not found.': 'यह कोर्स नहीं मिला।',
  'Choose the centre.': 'केंद्र चुनें।',
  'This centre is suspended.': 'यह केंद्र निलंबित है।',
  'This course has no subjects yet: head office adds them first.':
    'इस कोर्स में अभी कोई विषय नहीं है: पहले मुख्य कार्यालय उन्हें जोड़ता है।',
  'The course of an exam session cannot change: create a new session.':
    'परीक्षा सत्र का कोर्स नहीं बदल सकता: नया सत्र बनाएँ।',
  'This exam session has marks: remove the marks first (save every row empty).':
    'इस परीक्षा सत्र में अंक दर्ज हैं: पहले अंक हटाएँ (हर पंक्ति खाली करके सहेजें)।',
  'No student with this registration number': 'इस पंजीकरण संख्या का कोई छात्र नहीं है',
  'Choose one option': 'एक विकल्प चुनें',
  'This exam is taken here, not at a link': 'यह परीक्षा यहीं दी जाती है, किसी लिंक पर नहीं',
  'Choose the centre': 'केंद्र चुनें',
  'Students have already appeared in this exam: it can no longer be cancelled':
    'छात्र इस परीक्षा में शामिल हो चुके हैं: अब इसे रद्द नहीं किया जा सकता',
  'Choose a CSV file': 'CSV फ़ाइल चुनें',
  'Marksheet must be a JPEG, PNG or WebP image, or a PDF':
    'अंकपत्र JPEG, PNG या WebP छवि या PDF होना चाहिए',
  'A marksheet PDF must be {size} or smaller': 'अंकपत्र की PDF {size} या उससे छोटी होनी चाहिए',
  'A marksheet image must be {size} or smaller': 'अंकपत्र की छवि {size} या उससे छोटी होनी चाहिए',
  'The file must be a CSV file (.csv)': 'फ़ाइल CSV फ़ाइल (.csv) होनी चाहिए',
  'The file must be {size} or smaller': 'फ़ाइल {size} या उससे छोटी होनी चाहिए',
  '{label} must be {size} or smaller': '{label} {size} या उससे छोटी होनी चाहिए',
  'A question stays in its course; add it to the other course instead':
    'प्रश्न अपने ही कोर्स में रहता है; इसके बजाय उसे दूसरे कोर्स में जोड़ें',
  'Question archived: exams that used it keep it':
    'प्रश्न संग्रहीत किया गया: जिन परीक्षाओं में इसका उपयोग हुआ, उनमें यह बना रहेगा',
  'Question deleted': 'प्रश्न हटाया गया',
  'Only the student can send this request.': 'यह अनुरोध केवल छात्र भेज सकता है।',
  'Request to edit completion status sent to admin.':
    'पूर्णता स्थिति बदलने का अनुरोध एडमिन को भेज दिया गया।',
  'This centre is suspended': 'यह केंद्र निलंबित है',
  'This student has no {file}.': 'इस छात्र का {file} नहीं है।',
  'Only head office can restore students.': 'छात्रों को केवल मुख्य कार्यालय बहाल कर सकता है।',
  'Student archived': 'छात्र संग्रहीत किया गया',
  'Insufficient wallet balance: the balance is {balance} and {needed} is needed.':
    'वॉलेट में पर्याप्त शेष राशि नहीं है: शेष राशि {balance} है और {needed} आवश्यक है।',
  'The amount must be more than zero.': 'राशि शून्य से अधिक होनी चाहिए।',
  'Cross-site request refused.': 'दूसरी साइट से आया अनुरोध अस्वीकार किया गया।',
  'Invalid value': 'अमान्य मान',
  'Something went wrong on our side. Please try again.':
    'हमारी ओर से कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।',
  'The database is not available at the moment. Please try again in a few seconds.':
    'डेटाबेस इस समय उपलब्ध नहीं है। कृपया कुछ सेकंड बाद फिर से कोशिश करें।',
  'File storage is not available at the moment. Please try again in a few seconds.':
    'फ़ाइल भंडारण इस समय उपलब्ध नहीं है। कृपया कुछ सेकंड बाद फिर से कोशिश करें।',
  'At most {max} questions can be imported at once.':
    'एक बार में अधिकतम {max} प्रश्न आयात किए जा सकते हैं।',
  'At most {max} rows can be imported at once.': 'एक बार में अधिकतम {max} पंक्तियाँ आयात की जा सकती हैं।',
  'correct: give the letter of the correct option, e.g. A or A;C':
    'correct: सही विकल्प का अक्षर दें, जैसे A या A;C',
  'correct: use the letters A to E, e.g. A or A;C':
    'correct: A से E तक के अक्षर इस्तेमाल करें, जैसे A या A;C',

  // Zod's own messages, for a field whose schema names none (its English locale, in the
  // wording of its Hindi one).
  'Invalid input: expected {expected}, received {received}':
    'अमान्य इनपुट: अपेक्षित {expected}, प्राप्त {received}',
  'Invalid option: expected one of {options}': 'अमान्य विकल्प: अपेक्षित मानों में से एक {options}',
  'Too big: expected {origin} to have {limit} {unit}':
    'बहुत बड़ा: अपेक्षित था कि {origin} में {limit} {unit} हों',
  'Too big: expected {origin} to be {limit}': 'बहुत बड़ा: अपेक्षित था कि {origin} {limit} हो',
  'Too small: expected {origin} to have {limit} {unit}':
    'बहुत छोटा: अपेक्षित था कि {origin} में {limit} {unit} हों',
  'Too small: expected {origin} to be {limit}': 'बहुत छोटा: अपेक्षित था कि {origin} {limit} हो',
  'Invalid string: must match pattern {pattern}': 'अमान्य स्ट्रिंग: पैटर्न {pattern} से मेल खाना चाहिए',

  // Words the code puts into the messages above (a file's or a field's name, a status): a
  // placeholder's text is translated again when it is an entry of its own.
  'First Name': 'प्रथम नाम',
  'Last Name': 'अंतिम नाम',
  'Date of Birth': 'जन्म तिथि',
  Email: 'ईमेल',
  State: 'राज्य',
  District: 'ज़िला',
  Course: 'कोर्स',
  'Course Option': 'कोर्स विकल्प',
  "Mother's Name": 'माता का नाम',
  "Father's Name": 'पिता का नाम',
  Qualification: 'योग्यता',
  'Contact No': 'संपर्क नंबर',
  'Guardian Contact': 'अभिभावक का संपर्क नंबर',
  'Aadhaar No': 'आधार संख्या',
  Gender: 'लिंग',
  Category: 'श्रेणी',
  Religion: 'धर्म',
  'Marital Status': 'वैवाहिक स्थिति',
  'Permanent Address': 'स्थायी पता',
  'Present Address': 'वर्तमान पता',
  Photo: 'फ़ोटो',
  Signature: 'हस्ताक्षर',
  Marksheet: 'अंकपत्र',
  photo: 'फ़ोटो',
  signature: 'हस्ताक्षर',
  marksheet: 'अंकपत्र',
  'The picture': 'चित्र',
  'The photo': 'फ़ोटो',
  'The logo': 'लोगो',
  requested: 'अनुरोधित',
  approved: 'स्वीकृत',
  rejected: 'अस्वीकृत',
  printed: 'मुद्रित',
  dispatched: 'भेजा गया',
  delivered: 'पहुँचाया गया',
  'marked printed': 'मुद्रित चिह्नित',
  'marked delivered': 'पहुँचा हुआ चिह्नित',
  revoked: 'रद्द',
  replaced: 'बदला गया',

  // Names that fill the messages of uploads ('No {document} has been uploaded yet',
  // '{label} must be at most {size}'): a centre's documents, a marketing tool's files.
  'Trade License': 'ट्रेड लाइसेंस',
  'Address Proof (image 1)': 'पते का प्रमाण (चित्र 1)',
  'Address Proof (image 2)': 'पते का प्रमाण (चित्र 2)',
  'Pan Card': 'पैन कार्ड',
  'Voter Card (front)': 'वोटर कार्ड (आगे का भाग)',
  'Voter Card (back)': 'वोटर कार्ड (पीछे का भाग)',
  Image: 'छवि',
  'Download file': 'डाउनलोड फ़ाइल',

  // The note of a wallet entry, shown on the ledger (stored with the entry).
  'Certificate request rejected': 'प्रमाणपत्र अनुरोध अस्वीकृत',

  // The website's history (content-history.ts): each kind's lines, made whole by `say` (sayIn),
  // and the names of fields they list.
  'Logo added': 'लोगो जोड़ा गया',
  'Logo changed': 'लोगो बदला गया',
  'Logo removed': 'लोगो हटाया गया',
  'Site settings: {fields}': 'साइट सेटिंग्स: {fields}',
  'Printed documents in: {language}': 'छपे दस्तावेज़ों की भाषा: {language}',
  English: 'अंग्रेज़ी',
  'Hindi and English': 'हिन्दी और अंग्रेज़ी',
  Hindi: 'हिन्दी',
  'Choose English, Hindi, or Hindi and English': 'अंग्रेज़ी, हिन्दी, या हिन्दी और अंग्रेज़ी चुनें',
  'About page: {fields}': '"हमारे बारे में" पेज: {fields}',
  'saved unchanged': 'बिना बदलाव के सहेजा गया',
  'Institute name': 'संस्थान का नाम',
  Phone: 'फ़ोन',
  'Second phone': 'दूसरा फ़ोन',
  'E-mail': 'ईमेल',
  Address: 'पता',
  'Map link': 'मानचित्र लिंक',
  'Opening hours': 'खुलने का समय',
  'Footer text': 'फ़ुटर का पाठ',
  'Social links': 'सोशल लिंक',
  Logo: 'लोगो',
  Introduction: 'परिचय',
  Sections: 'खंड',
  Figures: 'आँकड़े',
  'Notice added: {item}': 'सूचना जोड़ी गई: {item}',
  'Notice edited: {item}': 'सूचना संपादित की गई: {item}',
  'Notice removed: {item}': 'सूचना हटाई गई: {item}',
  'Slide added: {item}': 'स्लाइड जोड़ी गई: {item}',
  'Slide edited: {item}': 'स्लाइड संपादित की गई: {item}',
  'Slide removed: {item}': 'स्लाइड हटाई गई: {item}',
  'Slides reordered': 'स्लाइडों का क्रम बदला गया',
  'Gallery album added: {item}': 'गैलरी एल्बम जोड़ा गया: {item}',
  'Gallery album edited: {item}': 'गैलरी एल्बम संपादित किया गया: {item}',
  'Gallery album removed: {item}': 'गैलरी एल्बम हटाया गया: {item}',
  'Gallery albums reordered': 'गैलरी एल्बमों का क्रम बदला गया',
  'Gallery photo added: {item}': 'गैलरी फ़ोटो जोड़ी गई: {item}',
  'Gallery photo edited: {item}': 'गैलरी फ़ोटो संपादित की गई: {item}',
  'Gallery photo removed: {item}': 'गैलरी फ़ोटो हटाई गई: {item}',
  'Gallery photos reordered': 'गैलरी फ़ोटो का क्रम बदला गया',
  'Feature card added: {item}': 'फ़ीचर कार्ड जोड़ा गया: {item}',
  'Feature card edited: {item}': 'फ़ीचर कार्ड संपादित किया गया: {item}',
  'Feature card removed: {item}': 'फ़ीचर कार्ड हटाया गया: {item}',
  'Feature cards reordered': 'फ़ीचर कार्डों का क्रम बदला गया',
  'Plan added: {item}': 'प्लान जोड़ा गया: {item}',
  'Plan edited: {item}': 'प्लान संपादित किया गया: {item}',
  'Plan removed: {item}': 'प्लान हटाया गया: {item}',
  'Duration plans reordered': 'अवधि प्लानों का क्रम बदला गया',
  'Course page added: {item}': 'कोर्स पेज जोड़ा गया: {item}',
  'Course page edited: {item}': 'कोर्स पेज संपादित किया गया: {item}',
  'Course page removed: {item}': 'कोर्स पेज हटाया गया: {item}',
  'Catalogue pages reordered': 'कोर्स पेजों का क्रम बदला गया',
  'Course added: {item}': 'कोर्स जोड़ा गया: {item}',
  'Course edited: {item}': 'कोर्स संपादित किया गया: {item}',
  'Course removed: {item}': 'कोर्स हटाया गया: {item}',
  'Course picture changed: {item}': 'कोर्स का चित्र बदला गया: {item}',
  'Course picture removed: {item}': 'कोर्स का चित्र हटाया गया: {item}',
  'Courses of a page reordered': 'एक पेज के कोर्सों का क्रम बदला गया',
  'Course moved up: {item}': 'कोर्स ऊपर किया गया: {item}',
  'Course moved down: {item}': 'कोर्स नीचे किया गया: {item}',
  'Course retired: {item}': 'कोर्स बंद किया गया: {item}',
  'Course reopened: {item}': 'कोर्स फिर से खोला गया: {item}',
  'Course edited: {item} ({fields})': 'कोर्स संपादित किया गया: {item} ({fields})',
  name: 'नाम',
  duration: 'अवधि',
  retired: 'बंद',
  options: 'विकल्प',
  'Hindi edited: {item}': 'हिन्दी संपादित की गई: {item}',
  'Site settings': 'साइट सेटिंग्स',
  'About page': '"हमारे बारे में" पेज',

  // Last, as templates are tried in order: a row's or a field's message after its name
  // ('Ravi Kumar: Enter the marks in …', 'question: Question is required'), the message translated.
  '{name}: {message}': '{name}: {message}',
  // After it: 'question: Question is required' is a field's name and its message.
  '{field} is required': '{field} आवश्यक है',
  // Drafts of the website's content (decision 0030).
  'This kind of content has no drafts': 'इस प्रकार की सामग्री के ड्राफ़्ट नहीं होते',
  'No such draft. Someone may have published or discarded it.':
    'ऐसा कोई ड्राफ़्ट नहीं है। हो सकता है किसी ने उसे प्रकाशित या रद्द कर दिया हो।',
  'No such item. Someone may have removed it.':
    'ऐसी कोई प्रविष्टि नहीं है। हो सकता है किसी ने उसे हटा दिया हो।',
  'Drafts of this kind are for items already on the website':
    'इस प्रकार के ड्राफ़्ट केवल वेबसाइट पर पहले से मौजूद प्रविष्टियों के लिए हैं',
  'The draft’s picture is no longer there. Choose the picture again.':
    'ड्राफ़्ट का चित्र अब मौजूद नहीं है। चित्र फिर से चुनें।',
  'No such picture': 'ऐसा कोई चित्र नहीं है',
  'Someone else saved a draft of this since you opened it. Close the form and open it again to see their draft.':
    'आपके खोलने के बाद किसी और ने इसका ड्राफ़्ट सहेजा है। उनका ड्राफ़्ट देखने के लिए फ़ॉर्म बंद करके फिर से खोलें।',
  // An archived student is frozen (decision 0058).
  'This student is archived. Nothing can be changed until head office restores the student.':
    'यह छात्र संग्रहित है। जब तक मुख्य कार्यालय छात्र को पुनर्स्थापित नहीं करता, कुछ भी बदला नहीं जा सकता।',
  // Printed documents (decision 0033).
  "Language must be 'en', 'hi' or 'bilingual'.": "भाषा 'en', 'hi' या 'bilingual' होनी चाहिए।",
  // Going live: opening balances, go-live date, a course fee applied to students (decision 0055).
  'Enter an amount in rupees, e.g. 1500 or 1500.50 (not negative, at most two decimals).':
    'राशि रुपयों में लिखें, जैसे 1500 या 1500.50 (ऋणात्मक नहीं, अधिकतम दो दशमलव अंक)।',
  'The amount is too large.': 'राशि बहुत बड़ी है।',
  'Enter the past receipt number of the amount already paid.':
    'पहले से भुगतान की गई राशि की पुरानी रसीद संख्या लिखें।',
  'A receipt number has at most 40 characters.': 'रसीद संख्या में अधिकतम 40 अक्षर होते हैं।',
  'Enter the date the amount was paid (YYYY-MM-DD), not after today.':
    'राशि के भुगतान की तिथि लिखें (YYYY-MM-DD), आज के बाद की नहीं।',
  'Enter the date the balance is due (YYYY-MM-DD).': 'शेष राशि की देय तिथि लिखें (YYYY-MM-DD)।',
  'Paid By is cash, upi, card or bank.': 'भुगतान का तरीका cash, upi, card या bank है।',
  'This receipt number is already on row {row} of the file.':
    'यह रसीद संख्या फ़ाइल की पंक्ति {row} पर पहले से है।',
  'This receipt number is already recorded.': 'यह रसीद संख्या पहले से दर्ज है।',
  'The new fee is less than what {name} ({registrationNumber}) has already paid ({amount}); it was not applied.':
    'नया शुल्क {name} ({registrationNumber}) द्वारा पहले से किए गए भुगतान ({amount}) से कम है; इसे लागू नहीं किया गया।',
  'Enter a real date.': 'एक वास्तविक तिथि लिखें।',
  'Enter the go-live date as YYYY-MM-DD.': 'गो-लाइव तिथि YYYY-MM-DD के रूप में लिखें।',
  'Choose at most 500 students at once.': 'एक बार में अधिकतम 500 छात्र चुनें।',
  'Choose at least one student.': 'कम से कम एक छात्र चुनें।',
  'These students are not in this course: {numbers}.': 'ये छात्र इस कोर्स में नहीं हैं: {numbers}।',
  'A past receipt number in this file was recorded a moment ago by another import; nothing was imported. Check the file and import it again.':
    'इस फ़ाइल की एक पुरानी रसीद संख्या अभी-अभी किसी दूसरे आयात ने दर्ज की है; कुछ भी आयात नहीं हुआ। फ़ाइल जाँचें और फिर से आयात करें।',
  // Batches (issue 35, decision 0066).
  'Batch name is required': 'बैच का नाम आवश्यक है',
  'Batch name must be less than 100 characters long': 'बैच का नाम 100 अक्षरों से कम होना चाहिए',
  'This option is not one of the course': 'यह विकल्प इस कोर्स का नहीं है',
  'Start date is required': 'आरंभ तिथि आवश्यक है',
  'End date is required': 'समाप्ति तिथि आवश्यक है',
  'End date must be on or after the start date':
    'समाप्ति तिथि आरंभ तिथि के दिन या उसके बाद की होनी चाहिए',
  'Choose at least one weekday': 'सप्ताह का कम से कम एक दिन चुनें',
  'Time is required (HH:MM)': 'समय आवश्यक है (HH:MM)',
  'End time must be after the start time': 'समाप्ति समय आरंभ समय के बाद का होना चाहिए',
  'Room is required': 'कमरा आवश्यक है',
  'Capacity must be a whole number from 1 to 500': 'क्षमता 1 से 500 तक की पूर्ण संख्या होनी चाहिए',
  'Centre is required': 'केंद्र आवश्यक है',
  'The teacher must be an active staff member of the batch’s centre':
    'शिक्षक बैच के केंद्र का सक्रिय स्टाफ़ सदस्य होना चाहिए',
  'A batch of this name already exists at the centre': 'केंद्र में इस नाम का बैच पहले से है',
  'No such batch': 'ऐसा कोई बैच नहीं है',
  'No such student': 'ऐसा कोई छात्र नहीं है',
  'Choose at least one student': 'कम से कम एक छात्र चुनें',
  'The student belongs to another centre': 'छात्र किसी अन्य केंद्र का है',
  'The student is not admitted to this batch’s course': 'छात्र का प्रवेश इस बैच के कोर्स में नहीं है',
  'The student is archived': 'छात्र संग्रहीत (आर्काइव) है',
  'The student is already in this batch': 'छात्र पहले से इस बैच में है',
  'The student is already in another batch: move them instead':
    'छात्र पहले से किसी अन्य बैच में है: इसके बजाय उसे स्थानांतरित करें',
  'The student is not in this batch': 'छात्र इस बैच में नहीं है',
  'Choose another batch to move to': 'स्थानांतरण के लिए कोई अन्य बैच चुनें',
  'The batch is full': 'बैच भर गया है',
  'Capacity cannot be less than the students already in the batch':
    'क्षमता बैच में पहले से मौजूद छात्रों से कम नहीं हो सकती',
  'A batch stays at its centre': 'बैच अपने केंद्र में ही रहता है',
  'Clashes with batch {name} ({timing})': 'बैच {name} ({timing}) से टकराता है',
  'Some students cannot be enrolled: nothing was changed.':
    'कुछ छात्रों का नामांकन नहीं हो सकता: कुछ भी नहीं बदला गया।',
  // Reports (issue 40)
  'Please enter a valid date (YYYY-MM-DD)': 'कृपया मान्य तिथि लिखें (YYYY-MM-DD)',
  'The start date must be on or before the end date':
    'आरंभ तिथि अंतिम तिथि से पहले या उसी दिन होनी चाहिए',
  'Please choose a period of at most five years': 'कृपया अधिकतम पाँच वर्ष की अवधि चुनें',
  'No such table in this report': 'इस रिपोर्ट में ऐसी कोई तालिका नहीं है',
  // Attendance (issue 35 point 4, decision 0070)
  'Enter a real date (YYYY-MM-DD)': 'सही तिथि लिखें (YYYY-MM-DD)',
  'Enter a month as YYYY-MM': 'महीना YYYY-MM के रूप में लिखें',
  'Attendance cannot be marked for a future day': 'आने वाले दिन की उपस्थिति दर्ज नहीं की जा सकती',
  'This day is outside the batch’s dates': 'यह दिन बैच की तिथियों के बाहर है',
  'The batch does not meet on this weekday': 'इस वार को बैच की कक्षा नहीं होती',
  'This day is a holiday': 'इस दिन अवकाश है',
  'This day is locked: head office can unlock it':
    'यह दिन बंद हो चुका है: मुख्य कार्यालय इसे फिर से खोल सकता है',
  'This day is not locked': 'यह दिन बंद नहीं है',
  'The student is not in this batch on this day': 'इस दिन यह छात्र इस बैच में नहीं है',
  'A student is listed twice': 'एक छात्र दो बार लिखा गया है',
  'Status must be present, absent, late or leave':
    'स्थिति उपस्थित, अनुपस्थित, देर से या छुट्टी में से एक होनी चाहिए',
  'Only head office can do this': 'यह केवल मुख्य कार्यालय कर सकता है',
  'Only staff can do this': 'यह केवल स्टाफ़ कर सकता है',
  'Holiday name is required': 'अवकाश का नाम आवश्यक है',
  'This day is already a holiday': 'इस दिन पहले से अवकाश है',
  'No such holiday': 'ऐसा कोई अवकाश नहीं है',
  'Days must be a whole number from 0 to 60': 'दिन 0 से 60 तक की पूर्ण संख्या होनी चाहिए',
  'Absences must be a whole number from 2 to 30, or off':
    'अनुपस्थितियाँ 2 से 30 तक की पूर्ण संख्या हों, या बंद',
  'Minimum attendance must be a whole number from 1 to 100, or none':
    'न्यूनतम उपस्थिति 1 से 100 तक की पूर्ण संख्या हो, या कोई नहीं',
  // Affiliations (issue 38, decision 0072)
  'The affiliation of {centre} ended on {until}: the centre cannot admit students or request certificates until it is renewed.':
    '{centre} की संबद्धता {until} को समाप्त हो गई: नवीनीकरण होने तक केंद्र न तो छात्रों को प्रवेश दे सकता है और न ही प्रमाणपत्र का अनुरोध कर सकता है।',
  'The affiliation of {centre} starts on {from}: the centre cannot admit students or request certificates before then.':
    '{centre} की संबद्धता {from} से आरंभ होगी: उससे पहले केंद्र न तो छात्रों को प्रवेश दे सकता है और न ही प्रमाणपत्र का अनुरोध कर सकता है।',
  '{centre} has no affiliation: the centre cannot admit students or request certificates until head office grants one.':
    '{centre} की कोई संबद्धता नहीं है: मुख्य कार्यालय द्वारा संबद्धता दिए जाने तक केंद्र न तो छात्रों को प्रवेश दे सकता है और न ही प्रमाणपत्र का अनुरोध कर सकता है।',
  "{centre} is not authorised to run the course {course}: a student can be admitted only to a course of the centre's affiliation. Ask head office to add the course.":
    '{centre} को कोर्स {course} चलाने का अधिकार नहीं है: छात्र को केवल केंद्र की संबद्धता में शामिल कोर्स में ही प्रवेश दिया जा सकता है। कोर्स जोड़ने के लिए मुख्य कार्यालय से कहें।',
  'Only head office can change a centre’s affiliation.':
    'केवल मुख्य कार्यालय ही किसी केंद्र की संबद्धता बदल सकता है।',
  'This centre is suspended by head office.': 'यह केंद्र मुख्य कार्यालय द्वारा निलंबित है।',
  'The end of the affiliation must be on or after its start':
    'संबद्धता की समाप्ति तिथि उसकी आरंभ तिथि के दिन या उसके बाद की होनी चाहिए',
  'Choose at least one course, or all courses': 'कम से कम एक कोर्स चुनें, या सभी कोर्स',
  'No course has the code {code}': 'किसी भी कोर्स का कोड {code} नहीं है',
  'A suspended centre cannot be renewed: head office must activate it first.':
    'निलंबित केंद्र का नवीनीकरण नहीं हो सकता: पहले मुख्य कार्यालय को उसे सक्रिय करना होगा।',
  'The affiliation was renewed meanwhile: nothing was charged. Look at its new end before renewing again.':
    'इस बीच संबद्धता का नवीनीकरण हो चुका है: कोई शुल्क नहीं लिया गया। फिर से नवीनीकरण करने से पहले उसकी नई समाप्ति तिथि देखें।',
  'The fee must be a whole number of paise, 0 or more':
    'शुल्क पैसे की पूर्ण संख्या में, 0 या उससे अधिक होना चाहिए',
  'No centre has this code. Check the code on the centre’s certificate of authorisation.':
    'इस कोड का कोई केंद्र नहीं है। केंद्र के प्राधिकार प्रमाणपत्र पर लिखा कोड जाँचें।',
  'District must be less than 100 characters long': 'ज़िला 100 अक्षरों से कम का होना चाहिए',
  'State must be less than 100 characters long': 'राज्य 100 अक्षरों से कम का होना चाहिए',
  // Online payments (decision 0071).
  'must be a Razorpay key id (rzp_test_... or rzp_live_...)':
    'Razorpay की key id होनी चाहिए (rzp_test_... या rzp_live_...)',
  'Online payments are not available.': 'ऑनलाइन भुगतान उपलब्ध नहीं है।',
  'Nothing is due now.': 'अभी कुछ भी देय नहीं है।',
  'The payment gateway could not be reached. Please try again in a few minutes.':
    'भुगतान गेटवे से संपर्क नहीं हो सका। कृपया कुछ मिनट बाद फिर से प्रयास करें।',
  'There is no such online payment.': 'ऐसा कोई ऑनलाइन भुगतान नहीं है।',
  'Only a payment received can be refunded.': 'केवल प्राप्त भुगतान ही वापस किया जा सकता है।',
  'The refund is more than what remains of the payment.':
    'वापसी की राशि भुगतान की बची हुई राशि से अधिक है।',
  'The refund is more than what remains of the payment. At most {amount} can still be refunded.':
    'वापसी की राशि भुगतान की बची हुई राशि से अधिक है। अधिकतम {amount} ही और वापस किए जा सकते हैं।',
  'Bank name must be at most 100 characters long': 'बैंक का नाम अधिकतम 100 अक्षरों का हो सकता है',
  'Refunded {refunded} of {amount}': '{amount} में से {refunded} वापस किए गए',
  'The student has no e-mail address or mobile number to send the link to.':
    'छात्र का कोई ईमेल पता या मोबाइल नंबर नहीं है जिस पर लिंक भेजा जा सके।',
  'This receipt was reversed by hand: give the money back outside the gateway, or ask the gateway.':
    'यह रसीद हाथ से वापस की गई थी: राशि गेटवे के बाहर लौटाएँ, या गेटवे से पूछें।',
  'The amount must be at least ₹1.': 'राशि कम से कम ₹1 होनी चाहिए।',
  'Choose what to pay: the instalment or everything due.':
    'चुनें कि क्या जमा करना है: किस्त या पूरी देय राशि।',
  'There is no student with this registration number.': 'इस पंजीकरण संख्या का कोई छात्र नहीं है।',
  'There is no such centre.': 'ऐसा कोई केंद्र नहीं है।',
  'The signature does not match.': 'हस्ताक्षर मेल नहीं खाता।',
  // Student identity cards (decision 0081)
  'Choose the centre whose students get the cards.': 'वह केंद्र चुनें जिसके छात्रों के कार्ड बनने हैं।',
  'No course has this code.': 'इस कोड का कोई पाठ्यक्रम नहीं है।',
  'No student of this course at this centre has a card to print.':
    'इस केंद्र में इस पाठ्यक्रम का कोई छात्र नहीं है जिसका कार्ड छापा जाए।',
  'This batch has no students.': 'इस बैच में कोई छात्र नहीं है।',
  'Cards per page must be 8 or 10.': 'एक पृष्ठ पर कार्ड 8 या 10 होने चाहिए।',
  'The code printed on the card is required.': 'कार्ड पर छपा कोड आवश्यक है।',
  "Language must be 'en' or 'hi'.": "भाषा 'en' या 'hi' होनी चाहिए।",
  // The cash book (decision 0083).
  'Enter a real date as YYYY-MM-DD.': 'YYYY-MM-DD के रूप में एक सही तारीख़ लिखें।',
  'Enter a month as YYYY-MM.': 'महीना YYYY-MM के रूप में लिखें।',
  'A day in the future cannot be closed.': 'आने वाला दिन बंद नहीं किया जा सकता।',
  'This day is already closed.': 'यह दिन पहले से बंद है।',
  'This day is not closed.': 'यह दिन बंद नहीं है।',
  'A later day of this centre is closed: reopen the later days first.':
    'इस केंद्र का बाद का कोई दिन बंद है: पहले बाद के दिन फिर से खोलें।',
  'Give the reason for reopening the day.': 'दिन फिर से खोलने का कारण लिखें।',
  'The cash book of {day} is closed: no payment or reversal can be recorded on that day. Head office can reopen the day.':
    '{day} की रोकड़ बही बंद है: उस दिन कोई भुगतान या वापसी दर्ज नहीं की जा सकती। मुख्य कार्यालय दिन फिर से खोल सकता है।',
  'Centre not found.': 'केंद्र नहीं मिला।',
  // Applications to open a centre (decision 0080).
  'Thank you. Your application has been received; head office will write to you at your e-mail address.':
    'धन्यवाद। आपका आवेदन प्राप्त हो गया है; मुख्य कार्यालय आपको आपके ईमेल पते पर लिखेगा।',
  'Thank you. Head office has what you added and will review your application again.':
    'धन्यवाद। आपने जो जोड़ा वह मुख्य कार्यालय को मिल गया है; वह आपके आवेदन की फिर से समीक्षा करेगा।',
  'Only head office reviews applications to open a centre':
    'केंद्र खोलने के आवेदनों की समीक्षा केवल मुख्य कार्यालय करता है',
  'Application not found': 'आवेदन नहीं मिला',
  'This link is not valid any more. Ask head office for a new one.':
    'यह लिंक अब मान्य नहीं है। मुख्य कार्यालय से नया लिंक माँगें।',
  'This application has already been decided': 'इस आवेदन पर निर्णय हो चुका है',
  'Head office has not asked for anything more on this application':
    'मुख्य कार्यालय ने इस आवेदन पर और कुछ नहीं माँगा है',
  'Tick every item of the checklist before approving':
    'स्वीकृत करने से पहले जाँच सूची की हर मद पर निशान लगाएँ',
  'Choose at least one course': 'कम से कम एक पाठ्यक्रम चुनें',
  'There is no course {code}': 'कोई पाठ्यक्रम {code} नहीं है',
  'Add at least one photo of the premises': 'परिसर की कम से कम एक फ़ोटो जोड़ें',
  'An account with this e-mail address exists already: the manager needs a new one':
    'इस ईमेल पते का खाता पहले से है: प्रबंधक के लिए नया ईमेल चाहिए',
  'Give the reason': 'कारण बताएँ',
  'Say what the applicant should add': 'बताएँ कि आवेदक को क्या जोड़ना है',
  'Add a file or a note': 'कोई फ़ाइल या टिप्पणी जोड़ें',
  '{label} must be less than {max} characters long': '{label} {max} अक्षरों से कम होना चाहिए',
  '{label} must be at least {min} characters long': '{label} कम से कम {min} अक्षरों का होना चाहिए',
  'The message must be less than 2000 characters long': 'संदेश 2000 अक्षरों से कम होना चाहिए',
  'The reason must be less than 2000 characters long': 'कारण 2000 अक्षरों से कम होना चाहिए',
  'No such file': 'ऐसी कोई फ़ाइल नहीं है',
  'Invalid form': 'फ़ॉर्म अमान्य है',
  'Enter a valid GSTIN: 15 characters (state code, PAN, entity number, Z, check character).':
    'मान्य GSTIN लिखें: 15 अक्षर (राज्य कोड, PAN, इकाई संख्या, Z, जाँच अक्षर)।',
  'Choose a month as YYYY-MM.': 'माह YYYY-MM के रूप में चुनें।',
  'There is no such invoice.': 'ऐसा कोई चालान नहीं है।',
  'Enter head office’s GST details first.': 'पहले मुख्य कार्यालय का GST विवरण भरें।',
  'Enter head office’s legal name.': 'मुख्य कार्यालय का वैधानिक नाम लिखें।',
  'Enter head office’s address.': 'मुख्य कार्यालय का पता लिखें।',
  'The SAC code has 6 digits.': 'SAC कोड में 6 अंक होते हैं।',
  'The rate is between 0% and 28%.': 'दर 0% से 28% के बीच होती है।',
  'Invalid input.': 'अमान्य इनपुट।',
  'Title must be at most 150 characters long': 'शीर्षक अधिकतम 150 अक्षरों का हो सकता है',
  'Message must be at most 2000 characters long': 'संदेश अधिकतम 2000 अक्षरों का हो सकता है',
  'Give both the Hindi title and message, or neither':
    'हिन्दी शीर्षक और संदेश दोनों दें, या दोनों में से कोई नहीं',
  'Choose who receives it': 'चुनें कि इसे कौन पाएगा',
  'Choose a batch': 'एक बैच चुनें',
  'Choose a date and time': 'तारीख और समय चुनें',
  'The time to send must be in the future': 'भेजने का समय भविष्य में होना चाहिए',
  'Only head office and centre staff send announcements.':
    'घोषणाएँ केवल मुख्य कार्यालय और केंद्र के कर्मचारी भेजते हैं।',
  'You cannot send to this audience.': 'आप इन प्राप्तकर्ताओं को नहीं भेज सकते।',
  'No such announcement': 'ऐसी कोई घोषणा नहीं है',
  'Only a scheduled announcement that has not started can be cancelled.':
    'केवल वही निर्धारित घोषणा रद्द की जा सकती है जिसका भेजना शुरू नहीं हुआ है।',
  // Saves sent again from a phone (issue 35 point 6, decision 0087)
  'The Idempotency-Key header must be 8 to 100 letters, digits, dashes, underscores, dots or colons':
    'Idempotency-Key हेडर में 8 से 100 तक अक्षर, अंक, डैश, अंडरस्कोर, बिंदु या कोलन होने चाहिए',
  'This Idempotency-Key was already used for a different request. Send a new key for a new request.':
    'यह Idempotency-Key किसी दूसरे अनुरोध के लिए पहले ही उपयोग हो चुकी है। नए अनुरोध के लिए नई कुंजी भेजें।',
  'The same request is still being saved. Please try again in a moment.':
    'यही अनुरोध अभी सहेजा जा रहा है। कृपया थोड़ी देर में फिर से प्रयास करें।',
};
