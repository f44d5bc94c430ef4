/**
 * Texts of couriers and deliveries (issue 36, decision 407): the courier application, going online,
 * accepting and delivering orders with the customer's code, cash collected, and a seller assigning a
 * courier, in the four locales. en.ts, ar.ts, sp.ts and ur.ts spread these in.
 */
export const couriersEn = {
  'application.courier_received':
    'Your courier application has been received. We will email you once it is reviewed.',
  'courier.online': 'You are online: new orders will be offered to you',
  'courier.offline': 'You are offline: no new orders will be offered to you',
  'courier.order_accepted': 'Order accepted successfully',
  'courier.order_taken': 'Another courier has already accepted this order',
  'courier.go_online': 'Go online to accept orders',
  'courier.code_required': 'Enter the delivery verification code',
  'courier.code_wrong': 'The delivery verification code is not correct',
  'courier.payment_collected': 'Payment status updated successfully',
  'courier.not_cash_order': 'This order is not paid by cash on delivery',
  'courier.cash_after_pickup': 'Cash can be collected once the order is picked up',
  'courier.assigned': 'Courier assigned successfully',
  'courier.not_assignable': 'A courier can be assigned only until the order is picked up',
  'courier.assigned_delivers': 'A courier is assigned to this order: the courier picks it up and delivers it',
  'courier.not_found': 'Courier not found',
};

export const couriersUr: Record<keyof typeof couriersEn, string> = {
  'application.courier_received':
    'کوریئر کے طور پر آپ کی درخواست موصول ہو گئی ہے۔ جائزے کے بعد ہم آپ کو ای میل کریں گے۔',
  'courier.online': 'آپ آن لائن ہیں: نئے آرڈرز آپ کو پیش کیے جائیں گے',
  'courier.offline': 'آپ آف لائن ہیں: آپ کو نئے آرڈرز پیش نہیں کیے جائیں گے',
  'courier.order_accepted': 'آرڈر کامیابی سے قبول ہو گیا',
  'courier.order_taken': 'یہ آرڈر کسی اور کوریئر نے پہلے ہی قبول کر لیا ہے',
  'courier.go_online': 'آرڈرز قبول کرنے کے لیے آن لائن ہوں',
  'courier.code_required': 'ڈیلیوری کا تصدیقی کوڈ درج کریں',
  'courier.code_wrong': 'ڈیلیوری کا تصدیقی کوڈ درست نہیں',
  'courier.payment_collected': 'ادائیگی کی حالت کامیابی سے تبدیل ہو گئی',
  'courier.not_cash_order': 'اس آرڈر کی ادائیگی ڈیلیوری پر نقد نہیں ہے',
  'courier.cash_after_pickup': 'نقد رقم آرڈر اٹھانے کے بعد ہی وصول کی جا سکتی ہے',
  'courier.assigned': 'کوریئر کامیابی سے مقرر ہو گیا',
  'courier.not_assignable': 'کوریئر صرف آرڈر اٹھائے جانے تک مقرر کیا جا سکتا ہے',
  'courier.assigned_delivers': 'اس آرڈر پر کوریئر مقرر ہے: وہی اسے اٹھائے گا اور پہنچائے گا',
  'courier.not_found': 'کوریئر نہیں ملا',
};

export const couriersAr: Record<keyof typeof couriersEn, string> = {
  'application.courier_received': 'تم استلام طلبك للعمل مندوبَ توصيل. سنراسلك بالبريد الإلكتروني بعد مراجعته.',
  'courier.online': 'أنت متصل: ستُعرض عليك الطلبات الجديدة',
  'courier.offline': 'أنت غير متصل: لن تُعرض عليك طلبات جديدة',
  'courier.order_accepted': 'تم قبول الطلب بنجاح',
  'courier.order_taken': 'قبِل مندوب توصيل آخر هذا الطلب بالفعل',
  'courier.go_online': 'كن متصلاً لتقبل الطلبات',
  'courier.code_required': 'أدخل رمز التحقق من التسليم',
  'courier.code_wrong': 'رمز التحقق من التسليم غير صحيح',
  'courier.payment_collected': 'تم تحديث حالة الدفع بنجاح',
  'courier.not_cash_order': 'هذا الطلب غير مدفوع نقدًا عند الاستلام',
  'courier.cash_after_pickup': 'يُحصَّل النقد بعد استلام الطلب من المتجر',
  'courier.assigned': 'تم تعيين مندوب التوصيل بنجاح',
  'courier.not_assignable': 'يمكن تعيين مندوب التوصيل فقط حتى يُستلم الطلب من المتجر',
  'courier.assigned_delivers': 'لهذا الطلب مندوب توصيل معيَّن: هو من يستلمه ويوصله',
  'courier.not_found': 'لم يتم العثور على مندوب التوصيل',
};

export const couriersSp: Record<keyof typeof couriersEn, string> = {
  'application.courier_received':
    'Hemos recibido tu solicitud de repartidor. Te escribiremos por correo cuando la revisemos.',
  'courier.online': 'Estás en línea: se te ofrecerán pedidos nuevos',
  'courier.offline': 'Estás desconectado: no se te ofrecerán pedidos nuevos',
  'courier.order_accepted': 'Pedido aceptado correctamente',
  'courier.order_taken': 'Otro repartidor ya aceptó este pedido',
  'courier.go_online': 'Conéctate para aceptar pedidos',
  'courier.code_required': 'Introduce el código de verificación de entrega',
  'courier.code_wrong': 'El código de verificación de entrega no es correcto',
  'courier.payment_collected': 'Estado de pago actualizado correctamente',
  'courier.not_cash_order': 'Este pedido no se paga en efectivo contra entrega',
  'courier.cash_after_pickup': 'El efectivo se cobra una vez recogido el pedido',
  'courier.assigned': 'Repartidor asignado correctamente',
  'courier.not_assignable': 'Solo se puede asignar un repartidor hasta que se recoja el pedido',
  'courier.assigned_delivers':
    'Este pedido tiene un repartidor asignado: el repartidor lo recoge y lo entrega',
  'courier.not_found': 'Repartidor no encontrado',
};
