console.log('tokens generated');
