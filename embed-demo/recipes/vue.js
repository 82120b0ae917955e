import { createApp } from 'vue';
import Recipe from './Recipe.vue';

createApp(Recipe).mount('#app');
