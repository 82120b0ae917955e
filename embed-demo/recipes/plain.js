// Plain HTML: the page's own script talks to the widgets as to any element.
const search = document.querySelector('tj-search-engine');
const detail = document.querySelector('tj-detail');

// Property: the widget searches the word it is given (the same as setAttribute('word', 'river')).
document.getElementById('search-river').addEventListener('click', () => {
  search.word = 'river';
});

// Attribute: Detail speaks the language its lang attribute names.
document.getElementById('detail-lang').addEventListener('change', (event) => {
  detail.setAttribute('lang', event.target.value);
});

// Event: every search, typed or set, bubbles out as tj-search.
search.addEventListener('tj-search', (event) => {
  document.getElementById('last-search').textContent = event.detail.word;
});

// Conditional rendering: the same element taken out of the page and put back.
document.getElementById('show-detail').addEventListener('change', (event) => {
  if (event.target.checked) document.getElementById('detail-place').append(detail);
  else detail.remove();
});
