/* PayPal JS SDK stand-in (simulator): paypal.Buttons({ style, createOrder | createBillingAgreement,
 * onApprove, onCancel, onError }).render(container) and close(), with a visible PayPal window stand-in. */
(function () {
  'use strict';
  if (window.paypal) return;

  function windowSheet(id, onApprove, onCancel) {
    var overlay = document.createElement('div');
    overlay.setAttribute('style', 'position:fixed;inset:0;background:rgba(0,0,0,.45);display:flex;align-items:center;justify-content:center;z-index:2147483600;font-family:system-ui,sans-serif;padding:16px');
    var dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-label', 'PayPal');
    dialog.setAttribute('style', 'background:#fff;color:#111;width:100%;max-width:400px;border-radius:12px;padding:20px;display:grid;gap:14px');
    var h = document.createElement('h2');
    h.textContent = 'PayPal';
    h.setAttribute('style', 'margin:0;font-size:20px;color:#003087');
    var p = document.createElement('p');
    p.textContent = 'Log in as grace@example.com (simulated) and approve ' + id + '.';
    p.setAttribute('style', 'margin:0');
    var approve = document.createElement('button');
    approve.type = 'button';
    approve.textContent = 'Approve payment';
    approve.setAttribute('style', 'min-height:48px;border:0;border-radius:24px;background:#0070ba;color:#fff;font-size:16px;font-weight:600;cursor:pointer');
    var cancel = document.createElement('button');
    cancel.type = 'button';
    cancel.textContent = 'Cancel and return';
    cancel.setAttribute('style', 'min-height:44px;border:0;border-radius:24px;background:#eef1f5;color:#111;font-size:16px;cursor:pointer');
    dialog.append(h, p, approve, cancel);
    overlay.append(dialog);
    document.body.append(overlay);
    approve.focus();
    approve.addEventListener('click', function () { overlay.remove(); onApprove(); });
    cancel.addEventListener('click', function () { overlay.remove(); onCancel(); });
  }

  function Buttons(options) {
    if (!(this instanceof Buttons)) return new Buttons(options);
    this._options = options || {};
    this._root = null;
  }
  Buttons.prototype.isEligible = function () { return true; };
  Buttons.prototype.render = function (container) {
    var target = typeof container === 'string' ? document.querySelector(container) : container;
    if (!target) return Promise.reject(new Error('paypal stand-in: render target not found'));
    var o = this._options;
    var style = o.style || {};
    var button = document.createElement('button');
    button.type = 'button';
    button.className = 'paypal-stand-in-button';
    button.textContent = 'PayPal';
    button.setAttribute('aria-label', 'Pay with PayPal');
    button.dataset.color = style.color || '';
    button.dataset.shape = style.shape || '';
    button.dataset.label = style.label || '';
    button.dataset.tagline = String(style.tagline);
    button.setAttribute('style', 'width:100%;border:0;font-weight:800;font-style:italic;font-size:18px;cursor:pointer;color:#003087;' +
      'height:' + (style.height || 45) + 'px;border-radius:' + (style.shape === 'pill' ? '999px' : '4px') + ';background:' + (style.color === 'gold' ? '#ffc439' : '#0070ba'));
    button.addEventListener('click', function () {
      // A billing agreement when the widget asked for one (vault=true on its script URL), else an order.
      var vault = typeof o.createBillingAgreement === 'function';
      var create = vault ? o.createBillingAgreement : o.createOrder;
      Promise.resolve()
        .then(function () { return create ? create({}, {}) : Promise.reject(new Error('createOrder is required')); })
        .then(function (id) {
          if (typeof id !== 'string' || id === '') throw new Error('Expected an order id to be passed');
          windowSheet(id, function () {
            var data = vault ? { billingToken: id, orderID: null } : { orderID: id };
            Promise.resolve(o.onApprove && o.onApprove(data, {})).catch(function (e) { if (o.onError) o.onError(e); });
          }, function () { if (o.onCancel) o.onCancel({ orderID: id }); });
        })
        .catch(function (error) { if (o.onError) o.onError(error); });
    });
    this._root = button;
    target.append(button);
    return Promise.resolve();
  };
  Buttons.prototype.close = function () {
    if (this._root) this._root.remove();
    this._root = null;
    return Promise.resolve();
  };
  window.paypal = { Buttons: Buttons, FUNDING: { PAYPAL: 'paypal' }, version: 'stand-in' };
})();
