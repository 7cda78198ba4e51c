/* Google Pay API stand-in (simulator): google.payments.api.PaymentsClient with isReadyToPay,
 * createButton and loadPaymentData, and a visible sheet a person or Playwright can approve or cancel. */
(function () {
  'use strict';
  window.google = window.google || {};
  window.google.payments = window.google.payments || {};
  if (window.google.payments.api) return;

  function PaymentsClient(options) {
    this._environment = (options && options.environment) || 'TEST';
  }
  PaymentsClient.prototype.isReadyToPay = function (request) {
    var ok = request && request.apiVersion === 2 && request.apiVersionMinor === 0;
    return Promise.resolve({ result: !!ok });
  };
  PaymentsClient.prototype.createButton = function (options) {
    var button = document.createElement('button');
    button.type = 'button';
    button.className = 'gpay-stand-in-button';
    button.setAttribute('aria-label', 'Buy with Google Pay');
    button.dataset.buttonColor = options.buttonColor || 'default';
    button.dataset.buttonType = options.buttonType || 'buy';
    button.dataset.buttonSizeMode = options.buttonSizeMode || 'static';
    button.textContent = 'Buy with G Pay';
    var black = (options.buttonColor || 'black') === 'black';
    button.setAttribute('style', 'min-height:48px;border:0;border-radius:8px;font-size:16px;font-weight:600;cursor:pointer;' +
      (options.buttonSizeMode === 'fill' ? 'width:100%;' : 'min-width:200px;') + (black ? 'background:#000;color:#fff' : 'background:#fff;color:#000;border:1px solid #ccc'));
    button.addEventListener('click', function (e) { if (options.onClick) options.onClick(e); });
    return button;
  };
  PaymentsClient.prototype.loadPaymentData = function (request) {
    return new Promise(function (resolve, reject) {
      if (!request || request.apiVersion !== 2 || !request.transactionInfo || request.transactionInfo.totalPriceStatus !== 'FINAL') {
        reject({ statusCode: 'DEVELOPER_ERROR', statusMessage: 'apiVersion 2.0 and totalPriceStatus FINAL are required' });
        return;
      }
      var overlay = document.createElement('div');
      overlay.setAttribute('style', 'position:fixed;inset:0;background:rgba(0,0,0,.45);display:flex;align-items:center;justify-content:center;z-index:2147483600;font-family:Roboto,system-ui,sans-serif;padding:16px');
      var dialog = document.createElement('div');
      dialog.setAttribute('role', 'dialog');
      dialog.setAttribute('aria-modal', 'true');
      dialog.setAttribute('aria-label', 'Google Pay');
      dialog.setAttribute('style', 'background:#fff;color:#202124;width:100%;max-width:400px;border-radius:12px;padding:20px;display:grid;gap:14px');
      var info = request.transactionInfo;
      dialog.innerHTML = '<h2 style="margin:0;font-size:18px">Google Pay</h2>';
      var p = document.createElement('p');
      p.setAttribute('style', 'margin:0');
      p.textContent = (request.merchantInfo && request.merchantInfo.merchantName ? request.merchantInfo.merchantName + ' · ' : '') + info.currencyCode + ' ' + info.totalPrice;
      var approve = document.createElement('button');
      approve.type = 'button';
      approve.textContent = 'Continue with Google Pay';
      approve.setAttribute('style', 'min-height:48px;border:0;border-radius:8px;background:#1a73e8;color:#fff;font-size:16px;font-weight:600;cursor:pointer');
      var cancel = document.createElement('button');
      cancel.type = 'button';
      cancel.textContent = 'Cancel';
      cancel.setAttribute('style', 'min-height:44px;border:0;border-radius:8px;background:#f1f3f4;color:#202124;font-size:16px;cursor:pointer');
      dialog.append(p, approve, cancel);
      overlay.append(dialog);
      document.body.append(overlay);
      approve.focus();
      approve.addEventListener('click', function () {
        overlay.remove();
        resolve({
          apiVersion: 2,
          apiVersionMinor: 0,
          paymentMethodData: { type: 'CARD', description: 'Visa •••• 1111', info: { cardNetwork: 'VISA', cardDetails: '1111' }, tokenizationData: { type: 'PAYMENT_GATEWAY', token: 'stand-in-gpay-' + Math.random().toString(36).slice(2) } },
        });
      });
      cancel.addEventListener('click', function () {
        overlay.remove();
        reject({ statusCode: 'CANCELED', statusMessage: 'User closed the Payment Request UI.' });
      });
    });
  };
  window.google.payments.api = { PaymentsClient: PaymentsClient };
})();
