// The school's Sign in button: Thoughtkit's login page in a dialog. The page loads only when asked for; once the
// learner has signed in there, the kit on this page says so with a `tj-signed-in` event and the dialog closes.
const dialog = document.getElementById('sign-in-dialog');
const frame = dialog.querySelector('iframe');
const button = document.getElementById('sign-in');

button.addEventListener('click', () => {
  if (!frame.src) frame.src = frame.dataset.src;
  dialog.showModal();
});
document.getElementById('sign-in-close').addEventListener('click', () => dialog.close());
document.addEventListener('tj-signed-in', () => {
  dialog.close();
  button.textContent = 'Signed in';
  button.disabled = true;
});
