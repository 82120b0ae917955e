// Added long after the kit started: the kit notices the new tag by itself.
document.getElementById('add-detail').addEventListener('click', () => {
  document.getElementById('details').append(document.createElement('tj-detail'));
});
