// Made by openapi-typescript from api/openapi.json (gateway/rest-types.ts): run `pnpm --filter @practice/gateway codegen`, do not edit.
export interface paths {
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The api and its database answer. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ok";
                        };
                    };
                };
                /** @description The process is stopping: send new requests elsewhere. */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "draining";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            plans: {
                                id: number;
                                /** @enum {string} */
                                identifier: "free" | "lean" | "team";
                                name: string;
                                /** @description The monthly price, in cents of BRL. */
                                value_cents: number;
                                users_limit: number;
                                /** @description null: no limit. */
                                customers_limit: number | null;
                                /** @enum {string} */
                                customers_limit_period: "total" | "month";
                                trial_days: number;
                                recommended: boolean;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/sign_in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** SignInUser */
                        user?: {
                            email?: string;
                            /** @description Taken as typed: spaces are part of it. */
                            password?: string;
                        };
                        /** @description Read when `user` has no `email`. */
                        email?: string;
                        /** @description Read when `user` has no `email`. */
                        password?: string;
                    };
                };
            };
            responses: {
                /** @description A session, or, for a user who signs in in two steps, the challenge of the code step. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** User */
                            data: {
                                id: number;
                                company_id: number;
                                email: string;
                                name: string;
                                phone: string | null;
                                /** @enum {string} */
                                account_type: "limited" | "standard" | "system_admin";
                                /** @description A signed link, good for the next hour. */
                                image_url: string | null;
                                image_id: number | null;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                                rules: {
                                    action: string | string[];
                                    subject: string | string[];
                                    fields?: string | string[];
                                    /** @description MongoDB query form, over the record the rule applies to. */
                                    conditions?: {
                                        [key: string]: unknown;
                                    };
                                    inverted?: boolean;
                                }[];
                                onboarding_completed: boolean;
                                /** Company */
                                company: {
                                    id: number;
                                    /** @description The company in public links (online booking, signed PDFs). */
                                    hashid: string;
                                    name: string | null;
                                    plan_id: number;
                                    /** @enum {string} */
                                    plan_identifier: "free" | "lean" | "team";
                                    payment_customer_id: string | null;
                                    payment_subscription_id: string | null;
                                    company_treatment: string;
                                    company_treatment_plural: string;
                                    customer_treatment: string;
                                    customer_treatment_plural: string;
                                    /** @enum {string} */
                                    company_treatment_gender: "masculine" | "feminine";
                                    /** @enum {string} */
                                    customer_treatment_gender: "masculine" | "feminine";
                                    customer_fields_order: number[];
                                    /** @description A signed link, good for the next hour. */
                                    image_url: string | null;
                                    image_id: number | null;
                                    professional_role: string | null;
                                    professional_description: string | null;
                                    onboarding_completed_at: string | null;
                                    /** @description HTML, its images by signed links. */
                                    print_header: string | null;
                                    print_footer: string | null;
                                    /** PrintPreviewUrls */
                                    print_preview_urls: {
                                        A4: string;
                                        A5: string;
                                    };
                                    online_booking_enabled: boolean;
                                    booking_slot_minutes: number;
                                    reminder_hours_before: number;
                                    require_two_factor: boolean;
                                    /** Format: date-time */
                                    created_at: string;
                                    /** Format: date-time */
                                    updated_at: string;
                                };
                            };
                            /** @description The company asks for two-step sign-in and the user has yet to set it up: only that screen is open. */
                            two_factor_setup_required: boolean;
                        } | {
                            /** @enum {boolean} */
                            success: true;
                            /** @enum {boolean} */
                            two_factor_required: true;
                            /** @description What `POST /api/v1/auth/two_factor` takes with the code. */
                            challenge: string;
                            /** Format: date-time */
                            challenge_expires_at: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/two_factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** TwoFactorState */
                            two_factor: {
                                enabled: boolean;
                                enabled_at: string | null;
                                required_by_company: boolean;
                                /** @description Required by the company and not yet on. */
                                setup_required: boolean;
                                recovery_codes_left: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description The keys under `two_factor`, or at the top level. */
            requestBody: {
                content: {
                    "application/json": {
                        /** TwoFactorChallengeAnswer */
                        two_factor?: {
                            /** @description The challenge the password step answered. */
                            challenge?: string;
                            /** @description The authenticator's 6-digit code. */
                            code?: string;
                            /** @description One of the recovery codes, instead of a code. */
                            recovery_code?: string;
                        };
                        /** @description The challenge the password step answered. */
                        challenge?: string;
                        /** @description The authenticator's 6-digit code. */
                        code?: string;
                        /** @description One of the recovery codes, instead of a code. */
                        recovery_code?: string;
                    };
                };
            };
            responses: {
                /** @description The session is in the `access-token`, `client` and `uid` headers of this answer. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** User */
                            data: {
                                id: number;
                                company_id: number;
                                email: string;
                                name: string;
                                phone: string | null;
                                /** @enum {string} */
                                account_type: "limited" | "standard" | "system_admin";
                                /** @description A signed link, good for the next hour. */
                                image_url: string | null;
                                image_id: number | null;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                                rules: {
                                    action: string | string[];
                                    subject: string | string[];
                                    fields?: string | string[];
                                    /** @description MongoDB query form, over the record the rule applies to. */
                                    conditions?: {
                                        [key: string]: unknown;
                                    };
                                    inverted?: boolean;
                                }[];
                                onboarding_completed: boolean;
                                /** Company */
                                company: {
                                    id: number;
                                    /** @description The company in public links (online booking, signed PDFs). */
                                    hashid: string;
                                    name: string | null;
                                    plan_id: number;
                                    /** @enum {string} */
                                    plan_identifier: "free" | "lean" | "team";
                                    payment_customer_id: string | null;
                                    payment_subscription_id: string | null;
                                    company_treatment: string;
                                    company_treatment_plural: string;
                                    customer_treatment: string;
                                    customer_treatment_plural: string;
                                    /** @enum {string} */
                                    company_treatment_gender: "masculine" | "feminine";
                                    /** @enum {string} */
                                    customer_treatment_gender: "masculine" | "feminine";
                                    customer_fields_order: number[];
                                    /** @description A signed link, good for the next hour. */
                                    image_url: string | null;
                                    image_id: number | null;
                                    professional_role: string | null;
                                    professional_description: string | null;
                                    onboarding_completed_at: string | null;
                                    /** @description HTML, its images by signed links. */
                                    print_header: string | null;
                                    print_footer: string | null;
                                    /** PrintPreviewUrls */
                                    print_preview_urls: {
                                        A4: string;
                                        A5: string;
                                    };
                                    online_booking_enabled: boolean;
                                    booking_slot_minutes: number;
                                    reminder_hours_before: number;
                                    require_two_factor: boolean;
                                    /** Format: date-time */
                                    created_at: string;
                                    /** Format: date-time */
                                    updated_at: string;
                                };
                            };
                            /** @description The company asks for two-step sign-in and the user has yet to set it up: only that screen is open. */
                            two_factor_setup_required: boolean;
                        };
                    };
                };
            };
        };
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description The keys under `two_factor`, or at the top level; one of them is enough. */
            requestBody: {
                content: {
                    "application/json": {
                        /** TwoFactorConfirmation */
                        two_factor?: {
                            /** @description Taken as typed: spaces are part of it. */
                            password?: string;
                            code?: string;
                            recovery_code?: string;
                        };
                        /** @description Taken as typed: spaces are part of it. */
                        password?: string;
                        code?: string;
                        recovery_code?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** TwoFactorState */
                            two_factor: {
                                enabled: boolean;
                                enabled_at: string | null;
                                required_by_company: boolean;
                                /** @description Required by the company and not yet on. */
                                setup_required: boolean;
                                recovery_codes_left: number;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/sign_out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/create_account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** CheckoutProcess */
                        checkout_process?: {
                            /** @enum {string} */
                            plan_identifier?: "free" | "lean" | "team";
                            /** @description The first user's name. */
                            customer_name?: string;
                            customer_email?: string;
                            customer_email_confirmation?: string;
                            /** @description Taken as typed: spaces are part of it. */
                            customer_password?: string;
                            /** @description Taken as typed: spaces are part of it. */
                            customer_password_confirmation?: string;
                        };
                    };
                };
            };
            responses: {
                /** @description The new company's first user, signed in: the session is in the `access-token`, `client` and `uid` headers. */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** User */
                            data: {
                                id: number;
                                company_id: number;
                                email: string;
                                name: string;
                                phone: string | null;
                                /** @enum {string} */
                                account_type: "limited" | "standard" | "system_admin";
                                /** @description A signed link, good for the next hour. */
                                image_url: string | null;
                                image_id: number | null;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                                rules: {
                                    action: string | string[];
                                    subject: string | string[];
                                    fields?: string | string[];
                                    /** @description MongoDB query form, over the record the rule applies to. */
                                    conditions?: {
                                        [key: string]: unknown;
                                    };
                                    inverted?: boolean;
                                }[];
                                onboarding_completed: boolean;
                                /** Company */
                                company: {
                                    id: number;
                                    /** @description The company in public links (online booking, signed PDFs). */
                                    hashid: string;
                                    name: string | null;
                                    plan_id: number;
                                    /** @enum {string} */
                                    plan_identifier: "free" | "lean" | "team";
                                    payment_customer_id: string | null;
                                    payment_subscription_id: string | null;
                                    company_treatment: string;
                                    company_treatment_plural: string;
                                    customer_treatment: string;
                                    customer_treatment_plural: string;
                                    /** @enum {string} */
                                    company_treatment_gender: "masculine" | "feminine";
                                    /** @enum {string} */
                                    customer_treatment_gender: "masculine" | "feminine";
                                    customer_fields_order: number[];
                                    /** @description A signed link, good for the next hour. */
                                    image_url: string | null;
                                    image_id: number | null;
                                    professional_role: string | null;
                                    professional_description: string | null;
                                    onboarding_completed_at: string | null;
                                    /** @description HTML, its images by signed links. */
                                    print_header: string | null;
                                    print_footer: string | null;
                                    /** PrintPreviewUrls */
                                    print_preview_urls: {
                                        A4: string;
                                        A5: string;
                                    };
                                    online_booking_enabled: boolean;
                                    booking_slot_minutes: number;
                                    reminder_hours_before: number;
                                    require_two_factor: boolean;
                                    /** Format: date-time */
                                    created_at: string;
                                    /** Format: date-time */
                                    updated_at: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** PasswordResetUser */
                        user?: {
                            /** @description From the link the e-mail sent. */
                            reset_password_token?: string;
                            /** @description Taken as typed: spaces are part of it. */
                            password?: string;
                            /** @description Taken as typed: spaces are part of it. */
                            password_confirmation?: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                        };
                    };
                };
            };
        };
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** PasswordMailUser */
                        user?: {
                            email?: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** PasswordResetUser */
                        user?: {
                            /** @description From the link the e-mail sent. */
                            reset_password_token?: string;
                            /** @description Taken as typed: spaces are part of it. */
                            password?: string;
                            /** @description Taken as typed: spaces are part of it. */
                            password_confirmation?: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/payment-sandbox/v1/payment_token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        account_id?: string;
                        /** @enum {string} */
                        method?: "credit_card";
                        test?: boolean | string;
                        /** SandboxCard */
                        data?: {
                            number?: string;
                            verification_value?: string;
                            first_name?: string;
                            last_name?: string;
                            month?: string;
                            /** @description Two or four digits. */
                            year?: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: string;
                            /** @enum {string} */
                            method: "credit_card";
                            /** @enum {boolean} */
                            test: true;
                            /** SandboxTokenCard */
                            extra_info: {
                                brand: string;
                                holder_name: string;
                                /** @description `XXXX-XXXX-XXXX-1111`. */
                                display_number: string;
                                /** @description Two digits. */
                                month: string;
                                /** @description Four digits. */
                                year: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/billing/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** BillingSettings */
                            settings: {
                                /** @enum {string} */
                                provider: "sandbox" | "iugu";
                                /** @description The provider's account the browser script makes tokens for. */
                                account_id: string;
                                /** @description The sandbox: no card is charged. */
                                test_mode: boolean;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/billing/webhooks/{provider}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    provider: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/x-www-form-urlencoded": {
                        /** @description `invoice.status_changed`, `invoice.payment_failed`, `subscription.suspended` or `subscription.activated`; others are ignored. */
                        event?: string;
                        /**
                         * WebhookData
                         * @description The invoice's or subscription's `id`, and an invoice's `subscription_id` and `status`.
                         */
                        data?: {
                            id?: string;
                            subscription_id?: string;
                            status?: string;
                            expires_at?: string;
                        };
                    };
                    "application/json": {
                        /** @description `invoice.status_changed`, `invoice.payment_failed`, `subscription.suspended` or `subscription.activated`; others are ignored. */
                        event?: string;
                        /**
                         * WebhookData
                         * @description The invoice's or subscription's `id`, and an invoice's `subscription_id` and `status`.
                         */
                        data?: {
                            id?: string;
                            subscription_id?: string;
                            status?: string;
                            expires_at?: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /**
                             * @description `applied` once per event; `duplicate` for one applied before; `ignored` for one that changes nothing here.
                             * @enum {string}
                             */
                            status: "applied" | "duplicate" | "ignored";
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/public/booking/{companyHash}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    companyHash: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** BookingCompany */
                            company: {
                                name: string;
                                /** @description A signed link to the company's logo, good for the next hour. */
                                image_url: string | null;
                            };
                            /** @description Who can be booked: the users with hours set. */
                            professionals: {
                                id: number;
                                name: string;
                            }[];
                            /** @description How long a booking lasts. */
                            slot_minutes: number;
                        };
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    companyHash: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** BookingInput */
                        booking: {
                            /** @description Required: a professional of the page. */
                            user_id?: number | string;
                            /** @description Required: one of the free slots, ISO 8601 with an offset or read on the practice's clock. */
                            starts_at?: string;
                            /** @description Required; at most 255 characters. */
                            name?: string;
                            /** @description Required. */
                            email?: string;
                            /** @description Required: 10 or 11 digits, with or without 55 and punctuation. */
                            phone?: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Booking */
                            booking: {
                                /**
                                 * Format: date-time
                                 * @description On the practice's clock, with its offset.
                                 */
                                starts_at: string;
                                /**
                                 * Format: date-time
                                 * @description On the practice's clock, with its offset.
                                 */
                                ends_at: string;
                                professional_name: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/public/booking/{companyHash}/slots": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    /** @description Required: a professional of the page. */
                    user_id?: number;
                    /** @description Required: a day on the practice's calendar. */
                    date?: string;
                };
                header?: never;
                path: {
                    companyHash: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            slots: string[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/public/appointments/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** PublicAppointment */
                            appointment: {
                                /**
                                 * Format: date-time
                                 * @description On the practice's clock, with its offset.
                                 */
                                starts_at: string;
                                /**
                                 * Format: date-time
                                 * @description On the practice's clock, with its offset.
                                 */
                                ends_at: string;
                                professional_name: string;
                                company_name: string;
                                /** @enum {string} */
                                status: "scheduled" | "confirmed" | "attended" | "missed" | "canceled";
                                status_text: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/public/appointments/{token}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** PublicAppointment */
                            appointment: {
                                /**
                                 * Format: date-time
                                 * @description On the practice's clock, with its offset.
                                 */
                                starts_at: string;
                                /**
                                 * Format: date-time
                                 * @description On the practice's clock, with its offset.
                                 */
                                ends_at: string;
                                professional_name: string;
                                company_name: string;
                                /** @enum {string} */
                                status: "scheduled" | "confirmed" | "attended" | "missed" | "canceled";
                                status_text: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/public/appointments/{token}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    token: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** PublicAppointment */
                            appointment: {
                                /**
                                 * Format: date-time
                                 * @description On the practice's clock, with its offset.
                                 */
                                starts_at: string;
                                /**
                                 * Format: date-time
                                 * @description On the practice's clock, with its offset.
                                 */
                                ends_at: string;
                                professional_name: string;
                                company_name: string;
                                /** @enum {string} */
                                status: "scheduled" | "confirmed" | "attended" | "missed" | "canceled";
                                status_text: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/calendar_feeds/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    file: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The professional's appointments from 60 days ago to a year ahead, canceled ones left out. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/calendar": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/files/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    /** @description When the link stops working, in seconds since 1970 (UTC). */
                    expires?: number;
                    /** @description Proves the api made the link; it covers the key and the other keys of the query. */
                    signature?: string;
                    /** @description Serve as a download under this file name. */
                    download?: string;
                    /** @description The user the link was made for, which the access log names. */
                    reader?: number;
                };
                header?: never;
                path: {
                    key: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The stored file: an image, or the bytes of any other file. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/png": string;
                        "image/jpeg": string;
                        "application/octet-stream": string;
                    };
                };
                /** @description The part `Range` asked for, with `Content-Range`. */
                206: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/png": string;
                        "image/jpeg": string;
                        "application/octet-stream": string;
                    };
                };
                /** @description The range asked for starts past the end; `Content-Range` tells the size. */
                416: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/companies/{companyHash}/customer_notes/{noteFile}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    /** @description A4 when left out; lower case is read too. */
                    page_size?: "A4" | "A5";
                    /** @description Of a signed link (`pdf_urls`, `print_preview_urls`, `signed_pdf_urls`): when it stops working. Without a signature the auth headers are needed. */
                    expires?: string;
                    /** @description Of a signed link, for the path and the page size it was made for. */
                    signature?: string;
                };
                header?: never;
                path: {
                    companyHash: string;
                    noteFile: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The note (`{noteHash}.pdf`) with its addenda, on the letterhead. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/companies/{companyHash}/print_preview.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    /** @description A4 when left out; lower case is read too. */
                    page_size?: "A4" | "A5";
                    /** @description Of a signed link (`pdf_urls`, `print_preview_urls`, `signed_pdf_urls`): when it stops working. Without a signature the auth headers are needed. */
                    expires?: string;
                    /** @description Of a signed link, for the path and the page size it was made for. */
                    signature?: string;
                };
                header?: never;
                path: {
                    companyHash: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A sample note on the letterhead, to see the print layout. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/companies/{companyHash}/customer_notes/{noteHash}/signed.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    /** @description A4 when left out; lower case is read too. */
                    page_size?: "A4" | "A5";
                    /** @description Of a signed link (`pdf_urls`, `print_preview_urls`, `signed_pdf_urls`): when it stops working. Without a signature the auth headers are needed. */
                    expires?: string;
                    /** @description Of a signed link, for the path and the page size it was made for. */
                    signature?: string;
                };
                header?: never;
                path: {
                    companyHash: string;
                    noteHash: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The locked note as a PDF signed with an A1 certificate (PAdES). */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/pdf": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/validate_token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            /** User */
                            data: {
                                id: number;
                                company_id: number;
                                email: string;
                                name: string;
                                phone: string | null;
                                /** @enum {string} */
                                account_type: "limited" | "standard" | "system_admin";
                                /** @description A signed link, good for the next hour. */
                                image_url: string | null;
                                image_id: number | null;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                                rules: {
                                    action: string | string[];
                                    subject: string | string[];
                                    fields?: string | string[];
                                    /** @description MongoDB query form, over the record the rule applies to. */
                                    conditions?: {
                                        [key: string]: unknown;
                                    };
                                    inverted?: boolean;
                                }[];
                                onboarding_completed: boolean;
                                /** Company */
                                company: {
                                    id: number;
                                    /** @description The company in public links (online booking, signed PDFs). */
                                    hashid: string;
                                    name: string | null;
                                    plan_id: number;
                                    /** @enum {string} */
                                    plan_identifier: "free" | "lean" | "team";
                                    payment_customer_id: string | null;
                                    payment_subscription_id: string | null;
                                    company_treatment: string;
                                    company_treatment_plural: string;
                                    customer_treatment: string;
                                    customer_treatment_plural: string;
                                    /** @enum {string} */
                                    company_treatment_gender: "masculine" | "feminine";
                                    /** @enum {string} */
                                    customer_treatment_gender: "masculine" | "feminine";
                                    customer_fields_order: number[];
                                    /** @description A signed link, good for the next hour. */
                                    image_url: string | null;
                                    image_id: number | null;
                                    professional_role: string | null;
                                    professional_description: string | null;
                                    onboarding_completed_at: string | null;
                                    /** @description HTML, its images by signed links. */
                                    print_header: string | null;
                                    print_footer: string | null;
                                    /** PrintPreviewUrls */
                                    print_preview_urls: {
                                        A4: string;
                                        A5: string;
                                    };
                                    online_booking_enabled: boolean;
                                    booking_slot_minutes: number;
                                    reminder_hours_before: number;
                                    require_two_factor: boolean;
                                    /** Format: date-time */
                                    created_at: string;
                                    /** Format: date-time */
                                    updated_at: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            sessions: {
                                id: number;
                                /** @description 'Chrome no Windows', from the User-Agent. */
                                device: string;
                                user_agent: string | null;
                                ip: string | null;
                                /** Format: date-time */
                                created_at: string;
                                /**
                                 * Format: date-time
                                 * @description When the session was last used; its start when never since.
                                 */
                                last_used_at: string;
                                /** @description The session of this call. */
                                current: boolean;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/sessions/others": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            /** @description How many sessions ended. */
                            revoked: number;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/sessions/{sessionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    sessionId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/two_factor/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** TwoFactorSetup */
                            two_factor_setup: {
                                /** @description Base32, for typing into an authenticator by hand. */
                                secret: string;
                                otpauth_url: string;
                                /** @description The otpauth:// address as a QR code, an SVG document. */
                                qr_svg: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/two_factor/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** TwoFactorCode */
                        two_factor?: {
                            code?: string;
                        };
                        /** @description Read when there is no `two_factor`. */
                        code?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** TwoFactorState */
                            two_factor: {
                                enabled: boolean;
                                enabled_at: string | null;
                                required_by_company: boolean;
                                /** @description Required by the company and not yet on. */
                                setup_required: boolean;
                                recovery_codes_left: number;
                            };
                            /** @description Shown this once: each signs in once instead of a code. */
                            recovery_codes: string[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/two_factor/recovery_codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description The keys under `two_factor`, or at the top level; one of them is enough. */
            requestBody: {
                content: {
                    "application/json": {
                        /** TwoFactorConfirmation */
                        two_factor?: {
                            /** @description Taken as typed: spaces are part of it. */
                            password?: string;
                            code?: string;
                            recovery_code?: string;
                        };
                        /** @description Taken as typed: spaces are part of it. */
                        password?: string;
                        code?: string;
                        recovery_code?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** TwoFactorState */
                            two_factor: {
                                enabled: boolean;
                                enabled_at: string | null;
                                required_by_company: boolean;
                                /** @description Required by the company and not yet on. */
                                setup_required: boolean;
                                recovery_codes_left: number;
                            };
                            /** @description Shown this once: each signs in once instead of a code. */
                            recovery_codes: string[];
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/companies/{companyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    companyId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Company */
                            company: {
                                id: number;
                                /** @description The company in public links (online booking, signed PDFs). */
                                hashid: string;
                                name: string | null;
                                plan_id: number;
                                /** @enum {string} */
                                plan_identifier: "free" | "lean" | "team";
                                payment_customer_id: string | null;
                                payment_subscription_id: string | null;
                                company_treatment: string;
                                company_treatment_plural: string;
                                customer_treatment: string;
                                customer_treatment_plural: string;
                                /** @enum {string} */
                                company_treatment_gender: "masculine" | "feminine";
                                /** @enum {string} */
                                customer_treatment_gender: "masculine" | "feminine";
                                customer_fields_order: number[];
                                /** @description A signed link, good for the next hour. */
                                image_url: string | null;
                                image_id: number | null;
                                professional_role: string | null;
                                professional_description: string | null;
                                onboarding_completed_at: string | null;
                                /** @description HTML, its images by signed links. */
                                print_header: string | null;
                                print_footer: string | null;
                                /** PrintPreviewUrls */
                                print_preview_urls: {
                                    A4: string;
                                    A5: string;
                                };
                                online_booking_enabled: boolean;
                                booking_slot_minutes: number;
                                reminder_hours_before: number;
                                require_two_factor: boolean;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    companyId: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** CompanyChanges */
                        company?: {
                            /** @description Blank forgets the name. */
                            name?: string | null;
                            /** @description The company's word ('Clínica'). */
                            company_treatment?: string;
                            /** @description Made from the singular when left out. */
                            company_treatment_plural?: string;
                            /**
                             * @description Needed for a word of the company's own.
                             * @enum {string}
                             */
                            company_treatment_gender?: "masculine" | "feminine";
                            /** @description The word for a customer ('Paciente'). */
                            customer_treatment?: string;
                            /** @description Made from the singular when left out. */
                            customer_treatment_plural?: string;
                            /**
                             * @description Needed for a word of the company's own.
                             * @enum {string}
                             */
                            customer_treatment_gender?: "masculine" | "feminine";
                            /** @description Every question of the form once, by id, in order (in a form body, the list as JSON text). */
                            customer_fields_order?: number[];
                            professional_role?: string | null;
                            professional_description?: string | null;
                            /** @description 'YYYY-MM-DD HH:mm:ss' (UTC) or ISO 8601; blank or null to clear. */
                            onboarding_completed_at?: string | null;
                            /** @description HTML, sanitized as notes are. */
                            print_header?: string | null;
                            /** @description HTML, sanitized as notes are. */
                            print_footer?: string | null;
                            online_booking_enabled?: boolean | ("true" | "false" | "1" | "0");
                            /** @description 5 to 720. */
                            booking_slot_minutes?: number | string;
                            /** @description 0 (no reminder) to 168. */
                            reminder_hours_before?: number | string;
                            require_two_factor?: boolean | ("true" | "false" | "1" | "0");
                            /** ImageAttributes */
                            attachment_attributes?: {
                                /** @description A JPG or PNG of at most 5 MB: a data URL or bare base64 (or, in a multipart body, a file part). */
                                attachment?: string;
                                /** @description With `_destroy`: the image to remove, which must be the current one. */
                                id?: number | string;
                                /** @description true: remove the current image. */
                                _destroy?: boolean | ("true" | "false" | "1" | "0");
                            };
                        };
                    };
                    "multipart/form-data": {
                        /** CompanyChanges */
                        company?: {
                            /** @description Blank forgets the name. */
                            name?: string | null;
                            /** @description The company's word ('Clínica'). */
                            company_treatment?: string;
                            /** @description Made from the singular when left out. */
                            company_treatment_plural?: string;
                            /**
                             * @description Needed for a word of the company's own.
                             * @enum {string}
                             */
                            company_treatment_gender?: "masculine" | "feminine";
                            /** @description The word for a customer ('Paciente'). */
                            customer_treatment?: string;
                            /** @description Made from the singular when left out. */
                            customer_treatment_plural?: string;
                            /**
                             * @description Needed for a word of the company's own.
                             * @enum {string}
                             */
                            customer_treatment_gender?: "masculine" | "feminine";
                            /** @description Every question of the form once, by id, in order (in a form body, the list as JSON text). */
                            customer_fields_order?: number[];
                            professional_role?: string | null;
                            professional_description?: string | null;
                            /** @description 'YYYY-MM-DD HH:mm:ss' (UTC) or ISO 8601; blank or null to clear. */
                            onboarding_completed_at?: string | null;
                            /** @description HTML, sanitized as notes are. */
                            print_header?: string | null;
                            /** @description HTML, sanitized as notes are. */
                            print_footer?: string | null;
                            online_booking_enabled?: boolean | ("true" | "false" | "1" | "0");
                            /** @description 5 to 720. */
                            booking_slot_minutes?: number | string;
                            /** @description 0 (no reminder) to 168. */
                            reminder_hours_before?: number | string;
                            require_two_factor?: boolean | ("true" | "false" | "1" | "0");
                            /** ImageAttributes */
                            attachment_attributes?: {
                                /** @description A JPG or PNG of at most 5 MB: a data URL or bare base64 (or, in a multipart body, a file part). */
                                attachment?: string;
                                /** @description With `_destroy`: the image to remove, which must be the current one. */
                                id?: number | string;
                                /** @description true: remove the current image. */
                                _destroy?: boolean | ("true" | "false" | "1" | "0");
                            };
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Company */
                            company: {
                                id: number;
                                /** @description The company in public links (online booking, signed PDFs). */
                                hashid: string;
                                name: string | null;
                                plan_id: number;
                                /** @enum {string} */
                                plan_identifier: "free" | "lean" | "team";
                                payment_customer_id: string | null;
                                payment_subscription_id: string | null;
                                company_treatment: string;
                                company_treatment_plural: string;
                                customer_treatment: string;
                                customer_treatment_plural: string;
                                /** @enum {string} */
                                company_treatment_gender: "masculine" | "feminine";
                                /** @enum {string} */
                                customer_treatment_gender: "masculine" | "feminine";
                                customer_fields_order: number[];
                                /** @description A signed link, good for the next hour. */
                                image_url: string | null;
                                image_id: number | null;
                                professional_role: string | null;
                                professional_description: string | null;
                                onboarding_completed_at: string | null;
                                /** @description HTML, its images by signed links. */
                                print_header: string | null;
                                print_footer: string | null;
                                /** PrintPreviewUrls */
                                print_preview_urls: {
                                    A4: string;
                                    A5: string;
                                };
                                online_booking_enabled: boolean;
                                booking_slot_minutes: number;
                                reminder_hours_before: number;
                                require_two_factor: boolean;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/professionals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            professionals: {
                                id: number;
                                name: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/companies/{companyId}/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    /** @description From 1; 1 when left out. */
                    page?: number;
                    /** @description 40 when left out. */
                    per_page?: number;
                    /** @description Part of the name or the e-mail, accents and case aside. */
                    search?: string;
                    /** @description `name` (the default) when left out. */
                    sort?: "name" | "email" | "created_at";
                    direction?: "asc" | "desc";
                };
                header?: never;
                path: {
                    companyId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            users: {
                                id: number;
                                company_id: number;
                                email: string;
                                name: string;
                                phone: string | null;
                                /** @enum {string} */
                                account_type: "limited" | "standard" | "system_admin";
                                /** @description A signed link, good for the next hour. */
                                image_url: string | null;
                                image_id: number | null;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            }[];
                            /** UserListMeta */
                            meta: {
                                total_count: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    companyId: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** UserForm */
                        user?: {
                            email?: string;
                            name?: string;
                            /** @description Blank or null forgets it. */
                            phone?: string | null;
                            /**
                             * @description `limited` for a new user when left out.
                             * @enum {string}
                             */
                            account_type?: "limited" | "standard" | "system_admin";
                            /** @description Taken as typed: spaces are part of it. */
                            password?: string;
                            password_confirmation?: string;
                            /** @description Needed to change one's own e-mail or password. */
                            current_password?: string;
                            /** ImageAttributes */
                            attachment_attributes?: {
                                /** @description A JPG or PNG of at most 5 MB: a data URL or bare base64 (or, in a multipart body, a file part). */
                                attachment?: string;
                                /** @description With `_destroy`: the image to remove, which must be the current one. */
                                id?: number | string;
                                /** @description true: remove the current image. */
                                _destroy?: boolean | ("true" | "false" | "1" | "0");
                            };
                        };
                    };
                    "multipart/form-data": {
                        /** UserForm */
                        user?: {
                            email?: string;
                            name?: string;
                            /** @description Blank or null forgets it. */
                            phone?: string | null;
                            /**
                             * @description `limited` for a new user when left out.
                             * @enum {string}
                             */
                            account_type?: "limited" | "standard" | "system_admin";
                            /** @description Taken as typed: spaces are part of it. */
                            password?: string;
                            password_confirmation?: string;
                            /** @description Needed to change one's own e-mail or password. */
                            current_password?: string;
                            /** ImageAttributes */
                            attachment_attributes?: {
                                /** @description A JPG or PNG of at most 5 MB: a data URL or bare base64 (or, in a multipart body, a file part). */
                                attachment?: string;
                                /** @description With `_destroy`: the image to remove, which must be the current one. */
                                id?: number | string;
                                /** @description true: remove the current image. */
                                _destroy?: boolean | ("true" | "false" | "1" | "0");
                            };
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** User */
                            user: {
                                id: number;
                                company_id: number;
                                email: string;
                                name: string;
                                phone: string | null;
                                /** @enum {string} */
                                account_type: "limited" | "standard" | "system_admin";
                                /** @description A signed link, good for the next hour. */
                                image_url: string | null;
                                image_id: number | null;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                                rules: {
                                    action: string | string[];
                                    subject: string | string[];
                                    fields?: string | string[];
                                    /** @description MongoDB query form, over the record the rule applies to. */
                                    conditions?: {
                                        [key: string]: unknown;
                                    };
                                    inverted?: boolean;
                                }[];
                                onboarding_completed: boolean;
                                /** Company */
                                company: {
                                    id: number;
                                    /** @description The company in public links (online booking, signed PDFs). */
                                    hashid: string;
                                    name: string | null;
                                    plan_id: number;
                                    /** @enum {string} */
                                    plan_identifier: "free" | "lean" | "team";
                                    payment_customer_id: string | null;
                                    payment_subscription_id: string | null;
                                    company_treatment: string;
                                    company_treatment_plural: string;
                                    customer_treatment: string;
                                    customer_treatment_plural: string;
                                    /** @enum {string} */
                                    company_treatment_gender: "masculine" | "feminine";
                                    /** @enum {string} */
                                    customer_treatment_gender: "masculine" | "feminine";
                                    customer_fields_order: number[];
                                    /** @description A signed link, good for the next hour. */
                                    image_url: string | null;
                                    image_id: number | null;
                                    professional_role: string | null;
                                    professional_description: string | null;
                                    onboarding_completed_at: string | null;
                                    /** @description HTML, its images by signed links. */
                                    print_header: string | null;
                                    print_footer: string | null;
                                    /** PrintPreviewUrls */
                                    print_preview_urls: {
                                        A4: string;
                                        A5: string;
                                    };
                                    online_booking_enabled: boolean;
                                    booking_slot_minutes: number;
                                    reminder_hours_before: number;
                                    require_two_factor: boolean;
                                    /** Format: date-time */
                                    created_at: string;
                                    /** Format: date-time */
                                    updated_at: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/companies/{companyId}/users/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    companyId: number;
                    userId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** User */
                            user: {
                                id: number;
                                company_id: number;
                                email: string;
                                name: string;
                                phone: string | null;
                                /** @enum {string} */
                                account_type: "limited" | "standard" | "system_admin";
                                /** @description A signed link, good for the next hour. */
                                image_url: string | null;
                                image_id: number | null;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                                rules: {
                                    action: string | string[];
                                    subject: string | string[];
                                    fields?: string | string[];
                                    /** @description MongoDB query form, over the record the rule applies to. */
                                    conditions?: {
                                        [key: string]: unknown;
                                    };
                                    inverted?: boolean;
                                }[];
                                onboarding_completed: boolean;
                                /** Company */
                                company: {
                                    id: number;
                                    /** @description The company in public links (online booking, signed PDFs). */
                                    hashid: string;
                                    name: string | null;
                                    plan_id: number;
                                    /** @enum {string} */
                                    plan_identifier: "free" | "lean" | "team";
                                    payment_customer_id: string | null;
                                    payment_subscription_id: string | null;
                                    company_treatment: string;
                                    company_treatment_plural: string;
                                    customer_treatment: string;
                                    customer_treatment_plural: string;
                                    /** @enum {string} */
                                    company_treatment_gender: "masculine" | "feminine";
                                    /** @enum {string} */
                                    customer_treatment_gender: "masculine" | "feminine";
                                    customer_fields_order: number[];
                                    /** @description A signed link, good for the next hour. */
                                    image_url: string | null;
                                    image_id: number | null;
                                    professional_role: string | null;
                                    professional_description: string | null;
                                    onboarding_completed_at: string | null;
                                    /** @description HTML, its images by signed links. */
                                    print_header: string | null;
                                    print_footer: string | null;
                                    /** PrintPreviewUrls */
                                    print_preview_urls: {
                                        A4: string;
                                        A5: string;
                                    };
                                    online_booking_enabled: boolean;
                                    booking_slot_minutes: number;
                                    reminder_hours_before: number;
                                    require_two_factor: boolean;
                                    /** Format: date-time */
                                    created_at: string;
                                    /** Format: date-time */
                                    updated_at: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    companyId: number;
                    userId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Deleted, with their image; their sessions end. */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    companyId: number;
                    userId: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** UserForm */
                        user?: {
                            email?: string;
                            name?: string;
                            /** @description Blank or null forgets it. */
                            phone?: string | null;
                            /**
                             * @description `limited` for a new user when left out.
                             * @enum {string}
                             */
                            account_type?: "limited" | "standard" | "system_admin";
                            /** @description Taken as typed: spaces are part of it. */
                            password?: string;
                            password_confirmation?: string;
                            /** @description Needed to change one's own e-mail or password. */
                            current_password?: string;
                            /** ImageAttributes */
                            attachment_attributes?: {
                                /** @description A JPG or PNG of at most 5 MB: a data URL or bare base64 (or, in a multipart body, a file part). */
                                attachment?: string;
                                /** @description With `_destroy`: the image to remove, which must be the current one. */
                                id?: number | string;
                                /** @description true: remove the current image. */
                                _destroy?: boolean | ("true" | "false" | "1" | "0");
                            };
                        };
                    };
                    "multipart/form-data": {
                        /** UserForm */
                        user?: {
                            email?: string;
                            name?: string;
                            /** @description Blank or null forgets it. */
                            phone?: string | null;
                            /**
                             * @description `limited` for a new user when left out.
                             * @enum {string}
                             */
                            account_type?: "limited" | "standard" | "system_admin";
                            /** @description Taken as typed: spaces are part of it. */
                            password?: string;
                            password_confirmation?: string;
                            /** @description Needed to change one's own e-mail or password. */
                            current_password?: string;
                            /** ImageAttributes */
                            attachment_attributes?: {
                                /** @description A JPG or PNG of at most 5 MB: a data URL or bare base64 (or, in a multipart body, a file part). */
                                attachment?: string;
                                /** @description With `_destroy`: the image to remove, which must be the current one. */
                                id?: number | string;
                                /** @description true: remove the current image. */
                                _destroy?: boolean | ("true" | "false" | "1" | "0");
                            };
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** User */
                            user: {
                                id: number;
                                company_id: number;
                                email: string;
                                name: string;
                                phone: string | null;
                                /** @enum {string} */
                                account_type: "limited" | "standard" | "system_admin";
                                /** @description A signed link, good for the next hour. */
                                image_url: string | null;
                                image_id: number | null;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                                rules: {
                                    action: string | string[];
                                    subject: string | string[];
                                    fields?: string | string[];
                                    /** @description MongoDB query form, over the record the rule applies to. */
                                    conditions?: {
                                        [key: string]: unknown;
                                    };
                                    inverted?: boolean;
                                }[];
                                onboarding_completed: boolean;
                                /** Company */
                                company: {
                                    id: number;
                                    /** @description The company in public links (online booking, signed PDFs). */
                                    hashid: string;
                                    name: string | null;
                                    plan_id: number;
                                    /** @enum {string} */
                                    plan_identifier: "free" | "lean" | "team";
                                    payment_customer_id: string | null;
                                    payment_subscription_id: string | null;
                                    company_treatment: string;
                                    company_treatment_plural: string;
                                    customer_treatment: string;
                                    customer_treatment_plural: string;
                                    /** @enum {string} */
                                    company_treatment_gender: "masculine" | "feminine";
                                    /** @enum {string} */
                                    customer_treatment_gender: "masculine" | "feminine";
                                    customer_fields_order: number[];
                                    /** @description A signed link, good for the next hour. */
                                    image_url: string | null;
                                    image_id: number | null;
                                    professional_role: string | null;
                                    professional_description: string | null;
                                    onboarding_completed_at: string | null;
                                    /** @description HTML, its images by signed links. */
                                    print_header: string | null;
                                    print_footer: string | null;
                                    /** PrintPreviewUrls */
                                    print_preview_urls: {
                                        A4: string;
                                        A5: string;
                                    };
                                    online_booking_enabled: boolean;
                                    booking_slot_minutes: number;
                                    reminder_hours_before: number;
                                    require_two_factor: boolean;
                                    /** Format: date-time */
                                    created_at: string;
                                    /** Format: date-time */
                                    updated_at: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/companies/{companyId}/subscription_status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    companyId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** SubscriptionStatus */
                            data: {
                                id: string;
                                /** @enum {string} */
                                type: "subscription_status";
                                /** SubscriptionStatusAttributes */
                                attributes: {
                                    /** @description Unpaid, suspended, or a trial that has ended: the company can only read its status and pay. */
                                    suspended: boolean;
                                    active: boolean;
                                    /** @enum {string} */
                                    status: "trialing" | "active" | "pending" | "suspended" | "canceled";
                                    trial_ends_at: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/companies/{companyId}/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    companyId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Subscription */
                            subscription: {
                                id: number;
                                /** @enum {string} */
                                plan_identifier: "free" | "lean" | "team";
                                /** Plan */
                                plan: {
                                    id: number;
                                    /** @enum {string} */
                                    identifier: "free" | "lean" | "team";
                                    name: string;
                                    /** @description The monthly price, in cents of BRL. */
                                    value_cents: number;
                                    users_limit: number;
                                    /** @description null: no limit. */
                                    customers_limit: number | null;
                                    /** @enum {string} */
                                    customers_limit_period: "total" | "month";
                                    trial_days: number;
                                    recommended: boolean;
                                };
                                /** @enum {string} */
                                status: "trialing" | "active" | "pending" | "suspended" | "canceled";
                                active: boolean;
                                /** @description Unpaid, suspended, or a trial that has ended. */
                                suspended: boolean;
                                trial_ends_at: string | null;
                                /** @description Days left of a trial under way; null otherwise. */
                                trial_days_left: number | null;
                                /** @description When the plan is charged next. */
                                next_charge: string | null;
                                /** @description Moves to the free plan when the paid period ends. */
                                cancel_at_period_end: boolean;
                                /** Format: date-time */
                                created_at: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/companies/{companyId}/payment_methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    companyId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            payment_methods: {
                                id: number;
                                description: string;
                                /** @enum {string} */
                                item_type: "credit_card";
                                /** PaymentMethodData */
                                data: {
                                    /** @description The provider's brand name: VISA, MASTER, AMEX, ELO... */
                                    brand: string;
                                    /** @description `XXXX-XXXX-XXXX-1111`. */
                                    display_number: string;
                                };
                                is_default: boolean;
                                /** Format: date-time */
                                created_at: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    companyId: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** PaymentMethodForm */
                        payment_method?: {
                            /** @description The card's token from the provider's browser script; never card data. */
                            token?: string;
                            /** @description 'Cartão final 1111' when left out. */
                            description?: string | null;
                            /** @enum {string} */
                            item_type?: "credit_card";
                            /** @description The company's first card is the default whatever this says. */
                            set_as_default?: boolean | ("true" | "false" | "1" | "0");
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** PaymentMethod */
                            payment_method: {
                                id: number;
                                description: string;
                                /** @enum {string} */
                                item_type: "credit_card";
                                /** PaymentMethodData */
                                data: {
                                    /** @description The provider's brand name: VISA, MASTER, AMEX, ELO... */
                                    brand: string;
                                    /** @description `XXXX-XXXX-XXXX-1111`. */
                                    display_number: string;
                                };
                                is_default: boolean;
                                /** Format: date-time */
                                created_at: string;
                            };
                            /** Subscription */
                            subscription: {
                                id: number;
                                /** @enum {string} */
                                plan_identifier: "free" | "lean" | "team";
                                /** Plan */
                                plan: {
                                    id: number;
                                    /** @enum {string} */
                                    identifier: "free" | "lean" | "team";
                                    name: string;
                                    /** @description The monthly price, in cents of BRL. */
                                    value_cents: number;
                                    users_limit: number;
                                    /** @description null: no limit. */
                                    customers_limit: number | null;
                                    /** @enum {string} */
                                    customers_limit_period: "total" | "month";
                                    trial_days: number;
                                    recommended: boolean;
                                };
                                /** @enum {string} */
                                status: "trialing" | "active" | "pending" | "suspended" | "canceled";
                                active: boolean;
                                /** @description Unpaid, suspended, or a trial that has ended. */
                                suspended: boolean;
                                trial_ends_at: string | null;
                                /** @description Days left of a trial under way; null otherwise. */
                                trial_days_left: number | null;
                                /** @description When the plan is charged next. */
                                next_charge: string | null;
                                /** @description Moves to the free plan when the paid period ends. */
                                cancel_at_period_end: boolean;
                                /** Format: date-time */
                                created_at: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/companies/{companyId}/payment_methods/{paymentMethodId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    companyId: number;
                    paymentMethodId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** PaymentMethod */
                            payment_method: {
                                id: number;
                                description: string;
                                /** @enum {string} */
                                item_type: "credit_card";
                                /** PaymentMethodData */
                                data: {
                                    /** @description The provider's brand name: VISA, MASTER, AMEX, ELO... */
                                    brand: string;
                                    /** @description `XXXX-XXXX-XXXX-1111`. */
                                    display_number: string;
                                };
                                is_default: boolean;
                                /** Format: date-time */
                                created_at: string;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/companies/{companyId}/subscription_changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    companyId: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** SubscriptionChange */
                        subscription?: {
                            /** @enum {string} */
                            plan_identifier?: "free" | "lean" | "team";
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Subscription */
                            subscription: {
                                id: number;
                                /** @enum {string} */
                                plan_identifier: "free" | "lean" | "team";
                                /** Plan */
                                plan: {
                                    id: number;
                                    /** @enum {string} */
                                    identifier: "free" | "lean" | "team";
                                    name: string;
                                    /** @description The monthly price, in cents of BRL. */
                                    value_cents: number;
                                    users_limit: number;
                                    /** @description null: no limit. */
                                    customers_limit: number | null;
                                    /** @enum {string} */
                                    customers_limit_period: "total" | "month";
                                    trial_days: number;
                                    recommended: boolean;
                                };
                                /** @enum {string} */
                                status: "trialing" | "active" | "pending" | "suspended" | "canceled";
                                active: boolean;
                                /** @description Unpaid, suspended, or a trial that has ended. */
                                suspended: boolean;
                                trial_ends_at: string | null;
                                /** @description Days left of a trial under way; null otherwise. */
                                trial_days_left: number | null;
                                /** @description When the plan is charged next. */
                                next_charge: string | null;
                                /** @description Moves to the free plan when the paid period ends. */
                                cancel_at_period_end: boolean;
                                /** Format: date-time */
                                created_at: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/companies/{companyId}/plans/{planId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    companyId: number;
                    planId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** PlanWithQuota */
                            plan: {
                                id: number;
                                /** @enum {string} */
                                identifier: "free" | "lean" | "team";
                                name: string;
                                /** @description The monthly price, in cents of BRL. */
                                value_cents: number;
                                users_limit: number;
                                /** @description null: no limit. */
                                customers_limit: number | null;
                                /** @enum {string} */
                                customers_limit_period: "total" | "month";
                                trial_days: number;
                                recommended: boolean;
                                /** CustomersQuota */
                                quota: {
                                    /** @description What the limit counts: every customer on a `total` plan, this month's on a `month` plan. */
                                    customers_count: number;
                                    /** @description The limit now; null when unlimited (no limit, or a monthly plan's first month). */
                                    customers_limit: number | null;
                                    /** @enum {string} */
                                    customers_limit_period: "total" | "month";
                                    /** @description No further customer can be registered. */
                                    exceeded_customers_limit: boolean;
                                    /** @description Until when a monthly plan is still unlimited (its first month); null otherwise. */
                                    unlimited_until: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/companies/{companyId}/customer_fields": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    companyId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            customer_fields: {
                                id: number;
                                company_id: number;
                                question: string;
                                /** @enum {string} */
                                answer_type: "short_text" | "text" | "multiple_choice" | "multiple_response" | "selectbox" | "rg" | "cpf" | "date" | "time" | "phone";
                                mandatory: boolean;
                                /** @description The choices, in order, for the choice types ('Outros' last); empty for the others. */
                                options: string[];
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            }[];
                            meta: {
                                total_count: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    companyId: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** CustomerFieldInput */
                        customer_field?: {
                            /** @description Required. */
                            question?: string;
                            /** @enum {string} */
                            answer_type?: "short_text" | "text" | "multiple_choice" | "multiple_response" | "selectbox" | "rg" | "cpf" | "date" | "time" | "phone";
                            /** @description A boolean, or as a form sends it ('true', '1', 'on'; 'false', '0', ''). */
                            mandatory?: boolean | string;
                            /** @description The choices of a choice type (at most 100, each up to 255 characters): a list, or the list as JSON text (a form field). Blank ones are dropped. */
                            options?: string[] | string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** CustomerField */
                            customer_field: {
                                id: number;
                                company_id: number;
                                question: string;
                                /** @enum {string} */
                                answer_type: "short_text" | "text" | "multiple_choice" | "multiple_response" | "selectbox" | "rg" | "cpf" | "date" | "time" | "phone";
                                mandatory: boolean;
                                /** @description The choices, in order, for the choice types ('Outros' last); empty for the others. */
                                options: string[];
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/companies/{companyId}/customer_fields/{fieldId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    companyId: number;
                    fieldId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** CustomerField */
                            customer_field: {
                                id: number;
                                company_id: number;
                                question: string;
                                /** @enum {string} */
                                answer_type: "short_text" | "text" | "multiple_choice" | "multiple_response" | "selectbox" | "rg" | "cpf" | "date" | "time" | "phone";
                                mandatory: boolean;
                                /** @description The choices, in order, for the choice types ('Outros' last); empty for the others. */
                                options: string[];
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    companyId: number;
                    fieldId: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** CustomerFieldInput */
                        customer_field?: {
                            /** @description Required. */
                            question?: string;
                            /** @enum {string} */
                            answer_type?: "short_text" | "text" | "multiple_choice" | "multiple_response" | "selectbox" | "rg" | "cpf" | "date" | "time" | "phone";
                            /** @description A boolean, or as a form sends it ('true', '1', 'on'; 'false', '0', ''). */
                            mandatory?: boolean | string;
                            /** @description The choices of a choice type (at most 100, each up to 255 characters): a list, or the list as JSON text (a form field). Blank ones are dropped. */
                            options?: string[] | string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** CustomerField */
                            customer_field: {
                                id: number;
                                company_id: number;
                                question: string;
                                /** @enum {string} */
                                answer_type: "short_text" | "text" | "multiple_choice" | "multiple_response" | "selectbox" | "rg" | "cpf" | "date" | "time" | "phone";
                                mandatory: boolean;
                                /** @description The choices, in order, for the choice types ('Outros' last); empty for the others. */
                                options: string[];
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    companyId: number;
                    fieldId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** CustomerField */
                            customer_field: {
                                id: number;
                                company_id: number;
                                question: string;
                                /** @enum {string} */
                                answer_type: "short_text" | "text" | "multiple_choice" | "multiple_response" | "selectbox" | "rg" | "cpf" | "date" | "time" | "phone";
                                mandatory: boolean;
                                /** @description The choices, in order, for the choice types ('Outros' last); empty for the others. */
                                options: string[];
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    companyId: number;
                    fieldId: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** CustomerFieldInput */
                        customer_field?: {
                            /** @description Required. */
                            question?: string;
                            /** @enum {string} */
                            answer_type?: "short_text" | "text" | "multiple_choice" | "multiple_response" | "selectbox" | "rg" | "cpf" | "date" | "time" | "phone";
                            /** @description A boolean, or as a form sends it ('true', '1', 'on'; 'false', '0', ''). */
                            mandatory?: boolean | string;
                            /** @description The choices of a choice type (at most 100, each up to 255 characters): a list, or the list as JSON text (a form field). Blank ones are dropped. */
                            options?: string[] | string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** CustomerField */
                            customer_field: {
                                id: number;
                                company_id: number;
                                question: string;
                                /** @enum {string} */
                                answer_type: "short_text" | "text" | "multiple_choice" | "multiple_response" | "selectbox" | "rg" | "cpf" | "date" | "time" | "phone";
                                mandatory: boolean;
                                /** @description The choices, in order, for the choice types ('Outros' last); empty for the others. */
                                options: string[];
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    /** @description From 1; 1 when left out. */
                    page?: number;
                    /** @description 40 when left out. */
                    per_page?: number;
                    /** @description Words that must all appear in the name or the answers, accents and case aside. */
                    search?: string;
                    /** @description `created_at` (the default, newest first), `name`, or `field:<id>` for the answers to a question. */
                    sort?: string;
                    direction?: "asc" | "desc";
                    /** @description Registered from this day on (the practice calendar). */
                    created_from?: string;
                    /** @description Registered up to this day, inclusive. */
                    created_to?: string;
                    /** @description true: the archived customers alone (for those who manage customers). */
                    archived?: boolean;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            customers: {
                                id: number;
                                company_id: number;
                                name: string;
                                /** @description A signed link to the photo, good for the next hour. */
                                image_url: string | null;
                                image_id: number | null;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                                /** @description When the customer was archived; null while active. */
                                archived_at: string | null;
                                /** @description The answers to the company's questions, by the question's id: a list for a multiple-answer question, a text for the others, null when left unanswered. */
                                fields_values: {
                                    [key: string]: string | string[] | null;
                                };
                            }[];
                            /**
                             * PageMeta
                             * @description The whole count, the page answered (from 1), its size and how many pages there are.
                             */
                            meta: {
                                total_count: number;
                                page: number;
                                per_page: number;
                                total_pages: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** CustomerInput */
                        customer?: {
                            /** @description Required. */
                            name?: string;
                            /** @description Answers by the question's id, as an object or as its JSON text (a form field): a list for a multiple-answer question, a text for the others; a blank answer removes it. Questions left out keep their answers. */
                            fields_values?: {
                                [key: string]: string | string[] | null;
                            } | string;
                            /** ImageAttributesInput */
                            attachment_attributes?: {
                                /** @description The new photo, a JPG or PNG of at most 5 MB: a multipart file part, a data URL or bare base64. */
                                attachment?: string;
                                /** @description With `_destroy`: the photo to remove, which must be the current one; left out, the current one. */
                                id?: number | string;
                                /** @description true (or '1'): remove the photo. */
                                _destroy?: boolean | string;
                            };
                        };
                    };
                    "multipart/form-data": {
                        /** CustomerInput */
                        customer?: {
                            /** @description Required. */
                            name?: string;
                            /** @description Answers by the question's id, as an object or as its JSON text (a form field): a list for a multiple-answer question, a text for the others; a blank answer removes it. Questions left out keep their answers. */
                            fields_values?: {
                                [key: string]: string | string[] | null;
                            } | string;
                            /** ImageAttributesInput */
                            attachment_attributes?: {
                                /** @description The new photo, a JPG or PNG of at most 5 MB: a multipart file part, a data URL or bare base64. */
                                attachment?: string;
                                /** @description With `_destroy`: the photo to remove, which must be the current one; left out, the current one. */
                                id?: number | string;
                                /** @description true (or '1'): remove the photo. */
                                _destroy?: boolean | string;
                            };
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Customer */
                            customer: {
                                id: number;
                                company_id: number;
                                name: string;
                                /** @description A signed link to the photo, good for the next hour. */
                                image_url: string | null;
                                image_id: number | null;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                                /** @description When the customer was archived; null while active. */
                                archived_at: string | null;
                                /** @description The answers to the company's questions, by the question's id: a list for a multiple-answer question, a text for the others, null when left unanswered. */
                                fields_values: {
                                    [key: string]: string | string[] | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/customers/{customerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    customerId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Customer */
                            customer: {
                                id: number;
                                company_id: number;
                                name: string;
                                /** @description A signed link to the photo, good for the next hour. */
                                image_url: string | null;
                                image_id: number | null;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                                /** @description When the customer was archived; null while active. */
                                archived_at: string | null;
                                /** @description The answers to the company's questions, by the question's id: a list for a multiple-answer question, a text for the others, null when left unanswered. */
                                fields_values: {
                                    [key: string]: string | string[] | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    customerId: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** CustomerInput */
                        customer?: {
                            /** @description Required. */
                            name?: string;
                            /** @description Answers by the question's id, as an object or as its JSON text (a form field): a list for a multiple-answer question, a text for the others; a blank answer removes it. Questions left out keep their answers. */
                            fields_values?: {
                                [key: string]: string | string[] | null;
                            } | string;
                            /** ImageAttributesInput */
                            attachment_attributes?: {
                                /** @description The new photo, a JPG or PNG of at most 5 MB: a multipart file part, a data URL or bare base64. */
                                attachment?: string;
                                /** @description With `_destroy`: the photo to remove, which must be the current one; left out, the current one. */
                                id?: number | string;
                                /** @description true (or '1'): remove the photo. */
                                _destroy?: boolean | string;
                            };
                        };
                    };
                    "multipart/form-data": {
                        /** CustomerInput */
                        customer?: {
                            /** @description Required. */
                            name?: string;
                            /** @description Answers by the question's id, as an object or as its JSON text (a form field): a list for a multiple-answer question, a text for the others; a blank answer removes it. Questions left out keep their answers. */
                            fields_values?: {
                                [key: string]: string | string[] | null;
                            } | string;
                            /** ImageAttributesInput */
                            attachment_attributes?: {
                                /** @description The new photo, a JPG or PNG of at most 5 MB: a multipart file part, a data URL or bare base64. */
                                attachment?: string;
                                /** @description With `_destroy`: the photo to remove, which must be the current one; left out, the current one. */
                                id?: number | string;
                                /** @description true (or '1'): remove the photo. */
                                _destroy?: boolean | string;
                            };
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Customer */
                            customer: {
                                id: number;
                                company_id: number;
                                name: string;
                                /** @description A signed link to the photo, good for the next hour. */
                                image_url: string | null;
                                image_id: number | null;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                                /** @description When the customer was archived; null while active. */
                                archived_at: string | null;
                                /** @description The answers to the company's questions, by the question's id: a list for a multiple-answer question, a text for the others, null when left unanswered. */
                                fields_values: {
                                    [key: string]: string | string[] | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    customerId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Customer */
                            customer: {
                                id: number;
                                company_id: number;
                                name: string;
                                /** @description A signed link to the photo, good for the next hour. */
                                image_url: string | null;
                                image_id: number | null;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                                /** @description When the customer was archived; null while active. */
                                archived_at: string | null;
                                /** @description The answers to the company's questions, by the question's id: a list for a multiple-answer question, a text for the others, null when left unanswered. */
                                fields_values: {
                                    [key: string]: string | string[] | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    customerId: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** CustomerInput */
                        customer?: {
                            /** @description Required. */
                            name?: string;
                            /** @description Answers by the question's id, as an object or as its JSON text (a form field): a list for a multiple-answer question, a text for the others; a blank answer removes it. Questions left out keep their answers. */
                            fields_values?: {
                                [key: string]: string | string[] | null;
                            } | string;
                            /** ImageAttributesInput */
                            attachment_attributes?: {
                                /** @description The new photo, a JPG or PNG of at most 5 MB: a multipart file part, a data URL or bare base64. */
                                attachment?: string;
                                /** @description With `_destroy`: the photo to remove, which must be the current one; left out, the current one. */
                                id?: number | string;
                                /** @description true (or '1'): remove the photo. */
                                _destroy?: boolean | string;
                            };
                        };
                    };
                    "multipart/form-data": {
                        /** CustomerInput */
                        customer?: {
                            /** @description Required. */
                            name?: string;
                            /** @description Answers by the question's id, as an object or as its JSON text (a form field): a list for a multiple-answer question, a text for the others; a blank answer removes it. Questions left out keep their answers. */
                            fields_values?: {
                                [key: string]: string | string[] | null;
                            } | string;
                            /** ImageAttributesInput */
                            attachment_attributes?: {
                                /** @description The new photo, a JPG or PNG of at most 5 MB: a multipart file part, a data URL or bare base64. */
                                attachment?: string;
                                /** @description With `_destroy`: the photo to remove, which must be the current one; left out, the current one. */
                                id?: number | string;
                                /** @description true (or '1'): remove the photo. */
                                _destroy?: boolean | string;
                            };
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Customer */
                            customer: {
                                id: number;
                                company_id: number;
                                name: string;
                                /** @description A signed link to the photo, good for the next hour. */
                                image_url: string | null;
                                image_id: number | null;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                                /** @description When the customer was archived; null while active. */
                                archived_at: string | null;
                                /** @description The answers to the company's questions, by the question's id: a list for a multiple-answer question, a text for the others, null when left unanswered. */
                                fields_values: {
                                    [key: string]: string | string[] | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/customers/{customerId}/accesses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    /** @description Entries per page; 50 when left out. */
                    limit?: number;
                    /** @description The `next_cursor` of the page before; left out for the newest. */
                    cursor?: string;
                };
                header?: never;
                path: {
                    customerId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            accesses: {
                                id: number;
                                /** @description The reader, by the name they had then. */
                                user_name: string;
                                /** @description What was read, in pt-BR ('Visualizou o cadastro', …). */
                                action: string;
                                /** Format: date-time */
                                created_at: string;
                                ip: string | null;
                            }[];
                            /** CursorMeta */
                            meta: {
                                /** @description The `cursor` of the next page; null on the last. */
                                next_cursor: string | null;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/customers/{customerId}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    customerId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Customer */
                            customer: {
                                id: number;
                                company_id: number;
                                name: string;
                                /** @description A signed link to the photo, good for the next hour. */
                                image_url: string | null;
                                image_id: number | null;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                                /** @description When the customer was archived; null while active. */
                                archived_at: string | null;
                                /** @description The answers to the company's questions, by the question's id: a list for a multiple-answer question, a text for the others, null when left unanswered. */
                                fields_values: {
                                    [key: string]: string | string[] | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/customers/{customerId}/unarchive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    customerId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Customer */
                            customer: {
                                id: number;
                                company_id: number;
                                name: string;
                                /** @description A signed link to the photo, good for the next hour. */
                                image_url: string | null;
                                image_id: number | null;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                                /** @description When the customer was archived; null while active. */
                                archived_at: string | null;
                                /** @description The answers to the company's questions, by the question's id: a list for a multiple-answer question, a text for the others, null when left unanswered. */
                                fields_values: {
                                    [key: string]: string | string[] | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/customers/{customerId}/customer_notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    /** @description From 1; 1 when left out. */
                    page?: number;
                    /** @description 40 when left out. */
                    per_page?: number;
                    /** @description By date, the only order. */
                    sort?: "created_at";
                    /** @description desc (newest first) when left out. */
                    direction?: "asc" | "desc";
                };
                header?: never;
                path: {
                    customerId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            customer_notes: {
                                id: number;
                                /** @description The public handle of its PDF links. */
                                hashid: string;
                                customer_id: number;
                                /** @description 'Somente eu': only its author reads it. */
                                private: boolean;
                                /** @description HTML, sanitized, its images behind signed links; null on someone else's private note. */
                                body: string | null;
                                creator_id: number | null;
                                creator_name: string;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                                locked: boolean;
                                locked_at: string | null;
                                locked_by_name: string | null;
                                /** @description By date; empty on someone else's private note. */
                                addenda: {
                                    id: number;
                                    /** @description Plain text, line breaks kept. */
                                    body: string;
                                    author_name: string;
                                    /** Format: date-time */
                                    created_at: string;
                                }[];
                                /** @description null on someone else's private note. */
                                pdf_urls: {
                                    A4: string;
                                    A5: string;
                                } | null;
                                /** @description The PDF signed with an A1 certificate: a locked note only, else null. */
                                signed_pdf_urls: {
                                    A4: string;
                                    A5: string;
                                } | null;
                            }[];
                            /**
                             * PageMeta
                             * @description The whole count, the page answered (from 1), its size and how many pages there are.
                             */
                            meta: {
                                total_count: number;
                                page: number;
                                per_page: number;
                                total_pages: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    customerId: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** NoteInput */
                        customer_note?: {
                            /** @description HTML; sanitized as it is kept. Required on a create. */
                            body?: string;
                            /** @description true for 'Somente eu'; only the note's author changes it. A boolean, or 'true', '1', 'false', '0'. */
                            private?: boolean | string;
                            /** @description On a change, true locks the note for good. A boolean, or 'true', '1', 'false', '0'. */
                            locked?: boolean | string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Note */
                            customer_note: {
                                id: number;
                                /** @description The public handle of its PDF links. */
                                hashid: string;
                                customer_id: number;
                                /** @description 'Somente eu': only its author reads it. */
                                private: boolean;
                                /** @description HTML, sanitized, its images behind signed links; null on someone else's private note. */
                                body: string | null;
                                creator_id: number | null;
                                creator_name: string;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                                locked: boolean;
                                locked_at: string | null;
                                locked_by_name: string | null;
                                /** @description By date; empty on someone else's private note. */
                                addenda: {
                                    id: number;
                                    /** @description Plain text, line breaks kept. */
                                    body: string;
                                    author_name: string;
                                    /** Format: date-time */
                                    created_at: string;
                                }[];
                                /** @description null on someone else's private note. */
                                pdf_urls: {
                                    A4: string;
                                    A5: string;
                                } | null;
                                /** @description The PDF signed with an A1 certificate: a locked note only, else null. */
                                signed_pdf_urls: {
                                    A4: string;
                                    A5: string;
                                } | null;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/customers/{customerId}/customer_notes/{noteId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    customerId: number;
                    noteId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Note */
                            customer_note: {
                                id: number;
                                /** @description The public handle of its PDF links. */
                                hashid: string;
                                customer_id: number;
                                /** @description 'Somente eu': only its author reads it. */
                                private: boolean;
                                /** @description HTML, sanitized, its images behind signed links; null on someone else's private note. */
                                body: string | null;
                                creator_id: number | null;
                                creator_name: string;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                                locked: boolean;
                                locked_at: string | null;
                                locked_by_name: string | null;
                                /** @description By date; empty on someone else's private note. */
                                addenda: {
                                    id: number;
                                    /** @description Plain text, line breaks kept. */
                                    body: string;
                                    author_name: string;
                                    /** Format: date-time */
                                    created_at: string;
                                }[];
                                /** @description null on someone else's private note. */
                                pdf_urls: {
                                    A4: string;
                                    A5: string;
                                } | null;
                                /** @description The PDF signed with an A1 certificate: a locked note only, else null. */
                                signed_pdf_urls: {
                                    A4: string;
                                    A5: string;
                                } | null;
                            };
                        };
                    };
                };
            };
        };
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    customerId: number;
                    noteId: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** NoteInput */
                        customer_note?: {
                            /** @description HTML; sanitized as it is kept. Required on a create. */
                            body?: string;
                            /** @description true for 'Somente eu'; only the note's author changes it. A boolean, or 'true', '1', 'false', '0'. */
                            private?: boolean | string;
                            /** @description On a change, true locks the note for good. A boolean, or 'true', '1', 'false', '0'. */
                            locked?: boolean | string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Note */
                            customer_note: {
                                id: number;
                                /** @description The public handle of its PDF links. */
                                hashid: string;
                                customer_id: number;
                                /** @description 'Somente eu': only its author reads it. */
                                private: boolean;
                                /** @description HTML, sanitized, its images behind signed links; null on someone else's private note. */
                                body: string | null;
                                creator_id: number | null;
                                creator_name: string;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                                locked: boolean;
                                locked_at: string | null;
                                locked_by_name: string | null;
                                /** @description By date; empty on someone else's private note. */
                                addenda: {
                                    id: number;
                                    /** @description Plain text, line breaks kept. */
                                    body: string;
                                    author_name: string;
                                    /** Format: date-time */
                                    created_at: string;
                                }[];
                                /** @description null on someone else's private note. */
                                pdf_urls: {
                                    A4: string;
                                    A5: string;
                                } | null;
                                /** @description The PDF signed with an A1 certificate: a locked note only, else null. */
                                signed_pdf_urls: {
                                    A4: string;
                                    A5: string;
                                } | null;
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    customerId: number;
                    noteId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Note */
                            customer_note: {
                                id: number;
                                /** @description The public handle of its PDF links. */
                                hashid: string;
                                customer_id: number;
                                /** @description 'Somente eu': only its author reads it. */
                                private: boolean;
                                /** @description HTML, sanitized, its images behind signed links; null on someone else's private note. */
                                body: string | null;
                                creator_id: number | null;
                                creator_name: string;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                                locked: boolean;
                                locked_at: string | null;
                                locked_by_name: string | null;
                                /** @description By date; empty on someone else's private note. */
                                addenda: {
                                    id: number;
                                    /** @description Plain text, line breaks kept. */
                                    body: string;
                                    author_name: string;
                                    /** Format: date-time */
                                    created_at: string;
                                }[];
                                /** @description null on someone else's private note. */
                                pdf_urls: {
                                    A4: string;
                                    A5: string;
                                } | null;
                                /** @description The PDF signed with an A1 certificate: a locked note only, else null. */
                                signed_pdf_urls: {
                                    A4: string;
                                    A5: string;
                                } | null;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    customerId: number;
                    noteId: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** NoteInput */
                        customer_note?: {
                            /** @description HTML; sanitized as it is kept. Required on a create. */
                            body?: string;
                            /** @description true for 'Somente eu'; only the note's author changes it. A boolean, or 'true', '1', 'false', '0'. */
                            private?: boolean | string;
                            /** @description On a change, true locks the note for good. A boolean, or 'true', '1', 'false', '0'. */
                            locked?: boolean | string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Note */
                            customer_note: {
                                id: number;
                                /** @description The public handle of its PDF links. */
                                hashid: string;
                                customer_id: number;
                                /** @description 'Somente eu': only its author reads it. */
                                private: boolean;
                                /** @description HTML, sanitized, its images behind signed links; null on someone else's private note. */
                                body: string | null;
                                creator_id: number | null;
                                creator_name: string;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                                locked: boolean;
                                locked_at: string | null;
                                locked_by_name: string | null;
                                /** @description By date; empty on someone else's private note. */
                                addenda: {
                                    id: number;
                                    /** @description Plain text, line breaks kept. */
                                    body: string;
                                    author_name: string;
                                    /** Format: date-time */
                                    created_at: string;
                                }[];
                                /** @description null on someone else's private note. */
                                pdf_urls: {
                                    A4: string;
                                    A5: string;
                                } | null;
                                /** @description The PDF signed with an A1 certificate: a locked note only, else null. */
                                signed_pdf_urls: {
                                    A4: string;
                                    A5: string;
                                } | null;
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/customer_notes/{noteId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    noteId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Note */
                            customer_note: {
                                id: number;
                                /** @description The public handle of its PDF links. */
                                hashid: string;
                                customer_id: number;
                                /** @description 'Somente eu': only its author reads it. */
                                private: boolean;
                                /** @description HTML, sanitized, its images behind signed links; null on someone else's private note. */
                                body: string | null;
                                creator_id: number | null;
                                creator_name: string;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                                locked: boolean;
                                locked_at: string | null;
                                locked_by_name: string | null;
                                /** @description By date; empty on someone else's private note. */
                                addenda: {
                                    id: number;
                                    /** @description Plain text, line breaks kept. */
                                    body: string;
                                    author_name: string;
                                    /** Format: date-time */
                                    created_at: string;
                                }[];
                                /** @description null on someone else's private note. */
                                pdf_urls: {
                                    A4: string;
                                    A5: string;
                                } | null;
                                /** @description The PDF signed with an A1 certificate: a locked note only, else null. */
                                signed_pdf_urls: {
                                    A4: string;
                                    A5: string;
                                } | null;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/customers/{customerId}/customer_notes/{noteId}/duplicate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    customerId: number;
                    noteId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Note */
                            customer_note: {
                                id: number;
                                /** @description The public handle of its PDF links. */
                                hashid: string;
                                customer_id: number;
                                /** @description 'Somente eu': only its author reads it. */
                                private: boolean;
                                /** @description HTML, sanitized, its images behind signed links; null on someone else's private note. */
                                body: string | null;
                                creator_id: number | null;
                                creator_name: string;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                                locked: boolean;
                                locked_at: string | null;
                                locked_by_name: string | null;
                                /** @description By date; empty on someone else's private note. */
                                addenda: {
                                    id: number;
                                    /** @description Plain text, line breaks kept. */
                                    body: string;
                                    author_name: string;
                                    /** Format: date-time */
                                    created_at: string;
                                }[];
                                /** @description null on someone else's private note. */
                                pdf_urls: {
                                    A4: string;
                                    A5: string;
                                } | null;
                                /** @description The PDF signed with an A1 certificate: a locked note only, else null. */
                                signed_pdf_urls: {
                                    A4: string;
                                    A5: string;
                                } | null;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/customers/{customerId}/customer_notes/{noteId}/addenda": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    customerId: number;
                    noteId: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** NoteAddendumInput */
                        addendum?: {
                            /** @description Plain text, never markup. Required. */
                            body?: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Note */
                            customer_note: {
                                id: number;
                                /** @description The public handle of its PDF links. */
                                hashid: string;
                                customer_id: number;
                                /** @description 'Somente eu': only its author reads it. */
                                private: boolean;
                                /** @description HTML, sanitized, its images behind signed links; null on someone else's private note. */
                                body: string | null;
                                creator_id: number | null;
                                creator_name: string;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                                locked: boolean;
                                locked_at: string | null;
                                locked_by_name: string | null;
                                /** @description By date; empty on someone else's private note. */
                                addenda: {
                                    id: number;
                                    /** @description Plain text, line breaks kept. */
                                    body: string;
                                    author_name: string;
                                    /** Format: date-time */
                                    created_at: string;
                                }[];
                                /** @description null on someone else's private note. */
                                pdf_urls: {
                                    A4: string;
                                    A5: string;
                                } | null;
                                /** @description The PDF signed with an A1 certificate: a locked note only, else null. */
                                signed_pdf_urls: {
                                    A4: string;
                                    A5: string;
                                } | null;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/note_images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** NoteImageInput */
                        note_image?: {
                            /** @description A JPG or PNG of at most 5 MB: a multipart file part, a data URL or bare base64. Required. */
                            attachment?: string;
                        };
                    };
                    "multipart/form-data": {
                        /** NoteImageInput */
                        note_image?: {
                            /** @description A JPG or PNG of at most 5 MB: a multipart file part, a data URL or bare base64. Required. */
                            attachment?: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** NoteImage */
                            note_image: {
                                id: number;
                                /** @description A signed link for the editor to put in the body; the api signs it again whenever the body is read. */
                                url: string | null;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/note_templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            note_templates: {
                                id: number;
                                name: string;
                                /** @description HTML, sanitized, its images behind signed links. */
                                body: string;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            }[];
                            meta: {
                                total_count: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** NoteTemplateInput */
                        note_template?: {
                            /** @description Required, and unique in the company, case and accents aside. */
                            name?: string;
                            /** @description HTML; sanitized as it is kept. Required. */
                            body?: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** NoteTemplate */
                            note_template: {
                                id: number;
                                name: string;
                                /** @description HTML, sanitized, its images behind signed links. */
                                body: string;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/note_templates/{templateId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    templateId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** NoteTemplate */
                            note_template: {
                                id: number;
                                name: string;
                                /** @description HTML, sanitized, its images behind signed links. */
                                body: string;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    templateId: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** NoteTemplateInput */
                        note_template?: {
                            /** @description Required, and unique in the company, case and accents aside. */
                            name?: string;
                            /** @description HTML; sanitized as it is kept. Required. */
                            body?: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** NoteTemplate */
                            note_template: {
                                id: number;
                                name: string;
                                /** @description HTML, sanitized, its images behind signed links. */
                                body: string;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    templateId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** NoteTemplate */
                            note_template: {
                                id: number;
                                name: string;
                                /** @description HTML, sanitized, its images behind signed links. */
                                body: string;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    templateId: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** NoteTemplateInput */
                        note_template?: {
                            /** @description Required, and unique in the company, case and accents aside. */
                            name?: string;
                            /** @description HTML; sanitized as it is kept. Required. */
                            body?: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** NoteTemplate */
                            note_template: {
                                id: number;
                                name: string;
                                /** @description HTML, sanitized, its images behind signed links. */
                                body: string;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/activity_history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    /** @description `create`, `update` or `destroy`, or a comma separated list of them. */
                    event_type?: string;
                    /** @description A kind of record ('Customer', 'Task'...), or a comma separated list of up to 10. */
                    item_type?: string;
                    /** @description From this day on (the practice calendar). */
                    from_date?: string;
                    /** @description Up to this day, inclusive. */
                    to_date?: string;
                    /** @description 50 when left out. */
                    limit?: number;
                    /** @description The `next_cursor` of the page before, or any row's `cursor`. */
                    cursor?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            activities: {
                                id: number;
                                /** @enum {string} */
                                event: "create" | "update" | "destroy";
                                /** @description 'Criação', 'Atualização' or 'Exclusão'. */
                                event_text: string;
                                /** @description Who made the change; 'Usuário removido' for a user since deleted. */
                                user_name: string;
                                /** @description The kind of record: 'Customer', 'Task', 'User'... */
                                item_type: string;
                                /** @description The kind of record in pt-BR, in the company's words. */
                                item_type_text: string;
                                item_id: number;
                                item_name: string | null;
                                customer_id: number | null;
                                customer_name: string | null;
                                /** Format: date-time */
                                created_at: string;
                                /** @description 'Há 5 minutos'. */
                                relative_time: string;
                                /** @description The entry as one sentence in pt-BR, naming the record. */
                                summary: string;
                                changes: {
                                    /** @description The field's label in pt-BR. */
                                    field_name: string;
                                    /** @description The value before, as the screens show it; null when there was none. */
                                    from: string | null;
                                    /** @description The value after; null when there is none. */
                                    to: string | null;
                                }[];
                                /** @description Reads the rows after this one. */
                                cursor: string;
                            }[];
                            /** ActivityHistoryMeta */
                            meta: {
                                /** @description Reads the next page; null on the last. */
                                next_cursor: string | null;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/dashboard/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** DashboardStats */
                            stats: {
                                /** CustomerStats */
                                customers: {
                                    total: number;
                                    /** @description Registered since the month began. */
                                    this_month: number;
                                    /** @description Registered in the whole month before this one. */
                                    last_month: number;
                                    /** @description Against last month's registrations, with one decimal; 100 when last month had none and this one has some. */
                                    change_percent: number;
                                    /** @enum {string} */
                                    trend: "up" | "down";
                                };
                                /** TaskStats */
                                tasks: {
                                    total: number;
                                    pending: number;
                                    completed: number;
                                    due_today: number;
                                    overdue: number;
                                    /** @description Completed out of all, in percent with one decimal; 0 without tasks. */
                                    completion_rate: number;
                                };
                                /** DashboardCharts */
                                charts: {
                                    /** @description One per month, oldest first, up to this one. */
                                    notes_per_month: {
                                        /** @description `YYYY-MM`. */
                                        month: string;
                                        /** @description 'mar/26'. */
                                        label: string;
                                        count: number;
                                    }[];
                                    /** @description One per week, oldest first, up to this one. */
                                    tasks_per_week: {
                                        /**
                                         * Format: date
                                         * @description Its Monday.
                                         */
                                        week: string;
                                        /** @description '02/03'. */
                                        label: string;
                                        created: number;
                                        completed: number;
                                    }[];
                                    task_distribution: {
                                        /** @enum {string} */
                                        status: "pending" | "due_today" | "overdue" | "completed";
                                        label: string;
                                        color: string;
                                        count: number;
                                    }[];
                                };
                                /** @description The latest few the caller may read, newest first. */
                                recent_activities: {
                                    id: number;
                                    /** @enum {string} */
                                    event: "create" | "update" | "destroy";
                                    /** @description 'Criação', 'Atualização' or 'Exclusão'. */
                                    event_text: string;
                                    /** @description Who made the change; 'Usuário removido' for a user since deleted. */
                                    user_name: string;
                                    /** @description The kind of record: 'Customer', 'Task', 'User'... */
                                    item_type: string;
                                    /** @description The kind of record in pt-BR, in the company's words. */
                                    item_type_text: string;
                                    item_id: number;
                                    item_name: string | null;
                                    customer_id: number | null;
                                    customer_name: string | null;
                                    /** Format: date-time */
                                    created_at: string;
                                    /** @description 'Há 5 minutos'. */
                                    relative_time: string;
                                    /** @description The entry as one sentence in pt-BR, naming the record. */
                                    summary: string;
                                    changes: {
                                        /** @description The field's label in pt-BR. */
                                        field_name: string;
                                        /** @description The value before, as the screens show it; null when there was none. */
                                        from: string | null;
                                        /** @description The value after; null when there is none. */
                                        to: string | null;
                                    }[];
                                }[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    /** @description Words that must all appear in a customer's name or answers, a task's title or description, or an appointment's patient's or professional's name; at least 2 characters. */
                    q?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** CustomerSearchGroup */
                            customers: {
                                /** @description Found in all. */
                                count: number;
                                items: {
                                    id: number;
                                    name: string;
                                    /** Format: date-time */
                                    created_at: string;
                                }[];
                            };
                            /** TaskSearchGroup */
                            tasks: {
                                /** @description Found in all. */
                                count: number;
                                items: {
                                    id: number;
                                    title: string;
                                    task_list_id: number;
                                    task_list_name: string;
                                    due_date: string | null;
                                    completed_at: string | null;
                                    customer_name: string | null;
                                    /** @enum {string} */
                                    status: "pending" | "due_today" | "overdue" | "completed";
                                    status_text: string;
                                    status_color: string;
                                }[];
                            };
                            /**
                             * AppointmentSearchGroup
                             * @description By the patient's or the professional's name; a limited user's own only. Coming ones first.
                             */
                            appointments: {
                                /** @description Found in all. */
                                count: number;
                                items: {
                                    id: number;
                                    /**
                                     * Format: date-time
                                     * @description In São Paulo time, with its offset.
                                     */
                                    starts_at: string;
                                    /** Format: date-time */
                                    ends_at: string;
                                    customer_id: number;
                                    customer_name: string;
                                    user_id: number;
                                    professional_name: string;
                                    /** @enum {string} */
                                    status: "scheduled" | "confirmed" | "attended" | "missed" | "canceled";
                                    status_text: string;
                                    status_color: string;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/reports/customers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    /** @description Registered from this day on (the practice's calendar); from the first when left out. */
                    created_from?: string;
                    /** @description Registered up to this day, inclusive; up to now when left out. */
                    created_to?: string;
                    /** @description From 1; 1 when left out. */
                    page?: number;
                    /** @description 10 when left out; at most 1000. */
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            customers: {
                                id: number;
                                company_id: number;
                                name: string;
                                /** @description A signed link to the photo, good for the next hour. */
                                image_url: string | null;
                                image_id: number | null;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                                /** @description When the customer was archived; null while active. */
                                archived_at: string | null;
                                /** @description The answers to the company's questions, by the question's id: a list for a multiple-answer question, a text for the others, null when left unanswered. */
                                fields_values: {
                                    [key: string]: string | string[] | null;
                                };
                            }[];
                            /**
                             * PageMeta
                             * @description The whole count, the page answered (from 1), its size and how many pages there are.
                             */
                            meta: {
                                total_count: number;
                                page: number;
                                per_page: number;
                                total_pages: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/reports/tasks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    /** @description Created from this day on (the practice's calendar); from the first when left out. */
                    created_from?: string;
                    /** @description Created up to this day, inclusive; up to now when left out. */
                    created_to?: string;
                    /** @description From 1; 1 when left out. */
                    page?: number;
                    /** @description 10 when left out; at most 1000. */
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** TaskReportSummary */
                            summary: {
                                /** @description The tasks created in the period. */
                                total: number;
                                /** @description Every status, in order, with those of none counted 0. */
                                by_status: {
                                    /** @enum {string} */
                                    key: "pending" | "due_today" | "overdue" | "completed";
                                    label: string;
                                    count: number;
                                }[];
                                /** @description Every priority, in order, then `none`: the tasks of no priority. */
                                by_priority: {
                                    /** @enum {string} */
                                    key: "high" | "medium" | "low" | "none";
                                    label: string;
                                    count: number;
                                }[];
                                /** @description The boards with tasks in the period, most first. */
                                by_board: {
                                    /** @description The board's id. */
                                    key: string;
                                    label: string;
                                    count: number;
                                }[];
                                /** @description Most first; a task given to two counts for each. */
                                by_assignee: {
                                    /** @description The user's id, or `none` for the tasks given to nobody. */
                                    key: string;
                                    label: string;
                                    count: number;
                                }[];
                            };
                            tasks: {
                                id: number;
                                title: string;
                                /** @description The board's name. */
                                board: string;
                                kanban_group: string | null;
                                /** @enum {string} */
                                status: "pending" | "due_today" | "overdue" | "completed";
                                priority: ("high" | "medium" | "low") | null;
                                /** @description The assignees' names, comma-separated; null for none. */
                                assignees: string | null;
                                /** @description The customer's name. */
                                customer: string | null;
                                due_date: string | null;
                                completed_at: string | null;
                                /** Format: date-time */
                                created_at: string;
                                status_text: string;
                                priority_text: string | null;
                            }[];
                            /**
                             * TaskReportMeta
                             * @description The whole count, the page answered (from 1) and its size.
                             */
                            meta: {
                                total_count: number;
                                page: number;
                                per_page: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/task_lists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            task_lists: {
                                id: number;
                                name: string;
                                description: string | null;
                                /** @description The columns, in order. */
                                kanban_group_options: string[];
                                tasks_count: number;
                                pending_tasks_count: number;
                                completed_tasks_count: number;
                                completion_percentage: number;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** TaskListInput */
                        task_list: {
                            /** @description Required; at most 255 characters. */
                            name?: string;
                            description?: string | null;
                            /** @description The columns, in order (1 to 30); 'A fazer' alone on a new board when left out. */
                            kanban_group_options?: string[] | string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** TaskList */
                            task_list: {
                                id: number;
                                name: string;
                                description: string | null;
                                /** @description The columns, in order. */
                                kanban_group_options: string[];
                                tasks_count: number;
                                pending_tasks_count: number;
                                completed_tasks_count: number;
                                completion_percentage: number;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/task_lists/default": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    /** @description Only the tasks of this status. */
                    status?: "pending" | "due_today" | "overdue" | "completed";
                    /** @description Only the tasks given to this user. */
                    assignee_id?: number;
                    /** @description Only the tasks of this customer. */
                    customer_id?: number;
                    /** @description Only the tasks of this priority. */
                    priority?: "high" | "medium" | "low";
                    /** @description Words that must all appear in the title or the description. */
                    search?: string;
                    /** @description `card`: each task as a board card shows it; `full` (the default): whole. */
                    view?: "card" | "full";
                    /** @description Answer the tasks in groups of this kind rather than as one list. */
                    group_by?: "kanban_group" | "assignee" | "customer" | "priority" | "status";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** TaskBoard */
                            task_list: {
                                id: number;
                                name: string;
                                description: string | null;
                                /** @description The columns, in order. */
                                kanban_group_options: string[];
                                tasks_count: number;
                                pending_tasks_count: number;
                                completed_tasks_count: number;
                                completion_percentage: number;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                                /** @description Without `group_by`: the tasks in column order. */
                                tasks?: {
                                    id: number;
                                    task_list_id: number;
                                    title: string;
                                    /** @description The description as plain text. */
                                    description_text: string;
                                    due_date: string | null;
                                    priority: ("high" | "medium" | "low") | null;
                                    priority_text: string | null;
                                    /** @description The board column it is in; null or a removed column's name put it in no column. */
                                    kanban_group: string | null;
                                    position: number;
                                    completed: boolean;
                                    overdue: boolean;
                                    /** @enum {string} */
                                    status: "pending" | "due_today" | "overdue" | "completed";
                                    status_text: string;
                                    status_color: string;
                                    customer: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    assignees: {
                                        id: number;
                                        name: string;
                                    }[];
                                    tags: string[];
                                    comments_count: number;
                                    attachments_count: number;
                                    /** @description HTML, sanitized. */
                                    description: string;
                                    completed_at: string | null;
                                    customer_id: number | null;
                                    assignee_ids: number[];
                                    estimated_hours: number | null;
                                    time_spent: number | null;
                                    checklist_items: {
                                        id: number;
                                        content: string;
                                        completed: boolean;
                                    }[];
                                    checklist_total_items: number;
                                    checklist_completed_items: number;
                                    /** Format: date-time */
                                    created_at: string;
                                    /** Format: date-time */
                                    updated_at: string;
                                }[] | {
                                    /**
                                     * @description Always true: this is a card.
                                     * @enum {boolean}
                                     */
                                    card: true;
                                    id: number;
                                    task_list_id: number;
                                    title: string;
                                    /** @description The description as plain text. */
                                    description_text: string;
                                    due_date: string | null;
                                    priority: ("high" | "medium" | "low") | null;
                                    priority_text: string | null;
                                    /** @description The board column it is in; null or a removed column's name put it in no column. */
                                    kanban_group: string | null;
                                    position: number;
                                    completed: boolean;
                                    overdue: boolean;
                                    /** @enum {string} */
                                    status: "pending" | "due_today" | "overdue" | "completed";
                                    status_text: string;
                                    status_color: string;
                                    customer: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    assignees: {
                                        id: number;
                                        name: string;
                                    }[];
                                    tags: string[];
                                    comments_count: number;
                                    attachments_count: number;
                                    checklist_total_items: number;
                                    checklist_completed_items: number;
                                }[];
                                /** @description With `group_by`: the groups in order, each with its tasks. */
                                grouped_tasks?: {
                                    /** @description What the group stands for: a column, a user's or customer's id, a priority or a status; '' for none. */
                                    key: string;
                                    name: string;
                                    /** @description The tasks of the group, whole or (`view=card`) as cards. */
                                    tasks: {
                                        id: number;
                                        task_list_id: number;
                                        title: string;
                                        /** @description The description as plain text. */
                                        description_text: string;
                                        due_date: string | null;
                                        priority: ("high" | "medium" | "low") | null;
                                        priority_text: string | null;
                                        /** @description The board column it is in; null or a removed column's name put it in no column. */
                                        kanban_group: string | null;
                                        position: number;
                                        completed: boolean;
                                        overdue: boolean;
                                        /** @enum {string} */
                                        status: "pending" | "due_today" | "overdue" | "completed";
                                        status_text: string;
                                        status_color: string;
                                        customer: {
                                            id: number;
                                            name: string;
                                        } | null;
                                        assignees: {
                                            id: number;
                                            name: string;
                                        }[];
                                        tags: string[];
                                        comments_count: number;
                                        attachments_count: number;
                                        /** @description HTML, sanitized. */
                                        description: string;
                                        completed_at: string | null;
                                        customer_id: number | null;
                                        assignee_ids: number[];
                                        estimated_hours: number | null;
                                        time_spent: number | null;
                                        checklist_items: {
                                            id: number;
                                            content: string;
                                            completed: boolean;
                                        }[];
                                        checklist_total_items: number;
                                        checklist_completed_items: number;
                                        /** Format: date-time */
                                        created_at: string;
                                        /** Format: date-time */
                                        updated_at: string;
                                    }[] | {
                                        /**
                                         * @description Always true: this is a card.
                                         * @enum {boolean}
                                         */
                                        card: true;
                                        id: number;
                                        task_list_id: number;
                                        title: string;
                                        /** @description The description as plain text. */
                                        description_text: string;
                                        due_date: string | null;
                                        priority: ("high" | "medium" | "low") | null;
                                        priority_text: string | null;
                                        /** @description The board column it is in; null or a removed column's name put it in no column. */
                                        kanban_group: string | null;
                                        position: number;
                                        completed: boolean;
                                        overdue: boolean;
                                        /** @enum {string} */
                                        status: "pending" | "due_today" | "overdue" | "completed";
                                        status_text: string;
                                        status_color: string;
                                        customer: {
                                            id: number;
                                            name: string;
                                        } | null;
                                        assignees: {
                                            id: number;
                                            name: string;
                                        }[];
                                        tags: string[];
                                        comments_count: number;
                                        attachments_count: number;
                                        checklist_total_items: number;
                                        checklist_completed_items: number;
                                    }[];
                                }[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/task_lists/{boardId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    /** @description Only the tasks of this status. */
                    status?: "pending" | "due_today" | "overdue" | "completed";
                    /** @description Only the tasks given to this user. */
                    assignee_id?: number;
                    /** @description Only the tasks of this customer. */
                    customer_id?: number;
                    /** @description Only the tasks of this priority. */
                    priority?: "high" | "medium" | "low";
                    /** @description Words that must all appear in the title or the description. */
                    search?: string;
                    /** @description `card`: each task as a board card shows it; `full` (the default): whole. */
                    view?: "card" | "full";
                    /** @description Answer the tasks in groups of this kind rather than as one list. */
                    group_by?: "kanban_group" | "assignee" | "customer" | "priority" | "status";
                };
                header?: never;
                path: {
                    boardId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** TaskBoard */
                            task_list: {
                                id: number;
                                name: string;
                                description: string | null;
                                /** @description The columns, in order. */
                                kanban_group_options: string[];
                                tasks_count: number;
                                pending_tasks_count: number;
                                completed_tasks_count: number;
                                completion_percentage: number;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                                /** @description Without `group_by`: the tasks in column order. */
                                tasks?: {
                                    id: number;
                                    task_list_id: number;
                                    title: string;
                                    /** @description The description as plain text. */
                                    description_text: string;
                                    due_date: string | null;
                                    priority: ("high" | "medium" | "low") | null;
                                    priority_text: string | null;
                                    /** @description The board column it is in; null or a removed column's name put it in no column. */
                                    kanban_group: string | null;
                                    position: number;
                                    completed: boolean;
                                    overdue: boolean;
                                    /** @enum {string} */
                                    status: "pending" | "due_today" | "overdue" | "completed";
                                    status_text: string;
                                    status_color: string;
                                    customer: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    assignees: {
                                        id: number;
                                        name: string;
                                    }[];
                                    tags: string[];
                                    comments_count: number;
                                    attachments_count: number;
                                    /** @description HTML, sanitized. */
                                    description: string;
                                    completed_at: string | null;
                                    customer_id: number | null;
                                    assignee_ids: number[];
                                    estimated_hours: number | null;
                                    time_spent: number | null;
                                    checklist_items: {
                                        id: number;
                                        content: string;
                                        completed: boolean;
                                    }[];
                                    checklist_total_items: number;
                                    checklist_completed_items: number;
                                    /** Format: date-time */
                                    created_at: string;
                                    /** Format: date-time */
                                    updated_at: string;
                                }[] | {
                                    /**
                                     * @description Always true: this is a card.
                                     * @enum {boolean}
                                     */
                                    card: true;
                                    id: number;
                                    task_list_id: number;
                                    title: string;
                                    /** @description The description as plain text. */
                                    description_text: string;
                                    due_date: string | null;
                                    priority: ("high" | "medium" | "low") | null;
                                    priority_text: string | null;
                                    /** @description The board column it is in; null or a removed column's name put it in no column. */
                                    kanban_group: string | null;
                                    position: number;
                                    completed: boolean;
                                    overdue: boolean;
                                    /** @enum {string} */
                                    status: "pending" | "due_today" | "overdue" | "completed";
                                    status_text: string;
                                    status_color: string;
                                    customer: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    assignees: {
                                        id: number;
                                        name: string;
                                    }[];
                                    tags: string[];
                                    comments_count: number;
                                    attachments_count: number;
                                    checklist_total_items: number;
                                    checklist_completed_items: number;
                                }[];
                                /** @description With `group_by`: the groups in order, each with its tasks. */
                                grouped_tasks?: {
                                    /** @description What the group stands for: a column, a user's or customer's id, a priority or a status; '' for none. */
                                    key: string;
                                    name: string;
                                    /** @description The tasks of the group, whole or (`view=card`) as cards. */
                                    tasks: {
                                        id: number;
                                        task_list_id: number;
                                        title: string;
                                        /** @description The description as plain text. */
                                        description_text: string;
                                        due_date: string | null;
                                        priority: ("high" | "medium" | "low") | null;
                                        priority_text: string | null;
                                        /** @description The board column it is in; null or a removed column's name put it in no column. */
                                        kanban_group: string | null;
                                        position: number;
                                        completed: boolean;
                                        overdue: boolean;
                                        /** @enum {string} */
                                        status: "pending" | "due_today" | "overdue" | "completed";
                                        status_text: string;
                                        status_color: string;
                                        customer: {
                                            id: number;
                                            name: string;
                                        } | null;
                                        assignees: {
                                            id: number;
                                            name: string;
                                        }[];
                                        tags: string[];
                                        comments_count: number;
                                        attachments_count: number;
                                        /** @description HTML, sanitized. */
                                        description: string;
                                        completed_at: string | null;
                                        customer_id: number | null;
                                        assignee_ids: number[];
                                        estimated_hours: number | null;
                                        time_spent: number | null;
                                        checklist_items: {
                                            id: number;
                                            content: string;
                                            completed: boolean;
                                        }[];
                                        checklist_total_items: number;
                                        checklist_completed_items: number;
                                        /** Format: date-time */
                                        created_at: string;
                                        /** Format: date-time */
                                        updated_at: string;
                                    }[] | {
                                        /**
                                         * @description Always true: this is a card.
                                         * @enum {boolean}
                                         */
                                        card: true;
                                        id: number;
                                        task_list_id: number;
                                        title: string;
                                        /** @description The description as plain text. */
                                        description_text: string;
                                        due_date: string | null;
                                        priority: ("high" | "medium" | "low") | null;
                                        priority_text: string | null;
                                        /** @description The board column it is in; null or a removed column's name put it in no column. */
                                        kanban_group: string | null;
                                        position: number;
                                        completed: boolean;
                                        overdue: boolean;
                                        /** @enum {string} */
                                        status: "pending" | "due_today" | "overdue" | "completed";
                                        status_text: string;
                                        status_color: string;
                                        customer: {
                                            id: number;
                                            name: string;
                                        } | null;
                                        assignees: {
                                            id: number;
                                            name: string;
                                        }[];
                                        tags: string[];
                                        comments_count: number;
                                        attachments_count: number;
                                        checklist_total_items: number;
                                        checklist_completed_items: number;
                                    }[];
                                }[];
                            };
                        };
                    };
                };
            };
        };
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    boardId: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** TaskListInput */
                        task_list: {
                            /** @description Required; at most 255 characters. */
                            name?: string;
                            description?: string | null;
                            /** @description The columns, in order (1 to 30); 'A fazer' alone on a new board when left out. */
                            kanban_group_options?: string[] | string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** TaskList */
                            task_list: {
                                id: number;
                                name: string;
                                description: string | null;
                                /** @description The columns, in order. */
                                kanban_group_options: string[];
                                tasks_count: number;
                                pending_tasks_count: number;
                                completed_tasks_count: number;
                                completion_percentage: number;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    boardId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** TaskList */
                            task_list: {
                                id: number;
                                name: string;
                                description: string | null;
                                /** @description The columns, in order. */
                                kanban_group_options: string[];
                                tasks_count: number;
                                pending_tasks_count: number;
                                completed_tasks_count: number;
                                completion_percentage: number;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    boardId: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** TaskListInput */
                        task_list: {
                            /** @description Required; at most 255 characters. */
                            name?: string;
                            description?: string | null;
                            /** @description The columns, in order (1 to 30); 'A fazer' alone on a new board when left out. */
                            kanban_group_options?: string[] | string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** TaskList */
                            task_list: {
                                id: number;
                                name: string;
                                description: string | null;
                                /** @description The columns, in order. */
                                kanban_group_options: string[];
                                tasks_count: number;
                                pending_tasks_count: number;
                                completed_tasks_count: number;
                                completion_percentage: number;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/task_lists/{boardId}/tasks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    /** @description Only the tasks of this status. */
                    status?: "pending" | "due_today" | "overdue" | "completed";
                    /** @description Only the tasks given to this user. */
                    assignee_id?: number;
                    /** @description Only the tasks of this customer. */
                    customer_id?: number;
                    /** @description Only the tasks of this priority. */
                    priority?: "high" | "medium" | "low";
                    /** @description Words that must all appear in the title or the description. */
                    search?: string;
                    /** @description `card`: each task as a board card shows it; `full` (the default): whole. */
                    view?: "card" | "full";
                    /** @description Answer the tasks in groups of this kind rather than as one list. */
                    group_by?: "kanban_group" | "assignee" | "customer" | "priority" | "status";
                };
                header?: never;
                path: {
                    boardId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description Without `group_by`: the tasks in column order. */
                            tasks?: {
                                id: number;
                                task_list_id: number;
                                title: string;
                                /** @description The description as plain text. */
                                description_text: string;
                                due_date: string | null;
                                priority: ("high" | "medium" | "low") | null;
                                priority_text: string | null;
                                /** @description The board column it is in; null or a removed column's name put it in no column. */
                                kanban_group: string | null;
                                position: number;
                                completed: boolean;
                                overdue: boolean;
                                /** @enum {string} */
                                status: "pending" | "due_today" | "overdue" | "completed";
                                status_text: string;
                                status_color: string;
                                customer: {
                                    id: number;
                                    name: string;
                                } | null;
                                assignees: {
                                    id: number;
                                    name: string;
                                }[];
                                tags: string[];
                                comments_count: number;
                                attachments_count: number;
                                /** @description HTML, sanitized. */
                                description: string;
                                completed_at: string | null;
                                customer_id: number | null;
                                assignee_ids: number[];
                                estimated_hours: number | null;
                                time_spent: number | null;
                                checklist_items: {
                                    id: number;
                                    content: string;
                                    completed: boolean;
                                }[];
                                checklist_total_items: number;
                                checklist_completed_items: number;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            }[] | {
                                /**
                                 * @description Always true: this is a card.
                                 * @enum {boolean}
                                 */
                                card: true;
                                id: number;
                                task_list_id: number;
                                title: string;
                                /** @description The description as plain text. */
                                description_text: string;
                                due_date: string | null;
                                priority: ("high" | "medium" | "low") | null;
                                priority_text: string | null;
                                /** @description The board column it is in; null or a removed column's name put it in no column. */
                                kanban_group: string | null;
                                position: number;
                                completed: boolean;
                                overdue: boolean;
                                /** @enum {string} */
                                status: "pending" | "due_today" | "overdue" | "completed";
                                status_text: string;
                                status_color: string;
                                customer: {
                                    id: number;
                                    name: string;
                                } | null;
                                assignees: {
                                    id: number;
                                    name: string;
                                }[];
                                tags: string[];
                                comments_count: number;
                                attachments_count: number;
                                checklist_total_items: number;
                                checklist_completed_items: number;
                            }[];
                            /** @description With `group_by`: the groups in order, each with its tasks. */
                            grouped_tasks?: {
                                /** @description What the group stands for: a column, a user's or customer's id, a priority or a status; '' for none. */
                                key: string;
                                name: string;
                                /** @description The tasks of the group, whole or (`view=card`) as cards. */
                                tasks: {
                                    id: number;
                                    task_list_id: number;
                                    title: string;
                                    /** @description The description as plain text. */
                                    description_text: string;
                                    due_date: string | null;
                                    priority: ("high" | "medium" | "low") | null;
                                    priority_text: string | null;
                                    /** @description The board column it is in; null or a removed column's name put it in no column. */
                                    kanban_group: string | null;
                                    position: number;
                                    completed: boolean;
                                    overdue: boolean;
                                    /** @enum {string} */
                                    status: "pending" | "due_today" | "overdue" | "completed";
                                    status_text: string;
                                    status_color: string;
                                    customer: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    assignees: {
                                        id: number;
                                        name: string;
                                    }[];
                                    tags: string[];
                                    comments_count: number;
                                    attachments_count: number;
                                    /** @description HTML, sanitized. */
                                    description: string;
                                    completed_at: string | null;
                                    customer_id: number | null;
                                    assignee_ids: number[];
                                    estimated_hours: number | null;
                                    time_spent: number | null;
                                    checklist_items: {
                                        id: number;
                                        content: string;
                                        completed: boolean;
                                    }[];
                                    checklist_total_items: number;
                                    checklist_completed_items: number;
                                    /** Format: date-time */
                                    created_at: string;
                                    /** Format: date-time */
                                    updated_at: string;
                                }[] | {
                                    /**
                                     * @description Always true: this is a card.
                                     * @enum {boolean}
                                     */
                                    card: true;
                                    id: number;
                                    task_list_id: number;
                                    title: string;
                                    /** @description The description as plain text. */
                                    description_text: string;
                                    due_date: string | null;
                                    priority: ("high" | "medium" | "low") | null;
                                    priority_text: string | null;
                                    /** @description The board column it is in; null or a removed column's name put it in no column. */
                                    kanban_group: string | null;
                                    position: number;
                                    completed: boolean;
                                    overdue: boolean;
                                    /** @enum {string} */
                                    status: "pending" | "due_today" | "overdue" | "completed";
                                    status_text: string;
                                    status_color: string;
                                    customer: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    assignees: {
                                        id: number;
                                        name: string;
                                    }[];
                                    tags: string[];
                                    comments_count: number;
                                    attachments_count: number;
                                    checklist_total_items: number;
                                    checklist_completed_items: number;
                                }[];
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    boardId: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** TaskInput */
                        task: {
                            /** @description Required on a new task; at most 255 characters. */
                            title?: string;
                            /** @description HTML; sanitized when kept. */
                            description?: string | null;
                            /** @description `YYYY-MM-DD`; empty or null for none. */
                            due_date?: string | null;
                            /** @description Empty or null for none. */
                            priority?: ("high" | "medium" | "low") | "" | null;
                            /** @description One of the board's columns; a new task goes to the first when left out. */
                            kanban_group?: string | null;
                            /** @description A customer of the company, not archived; empty or null for none. */
                            customer_id?: number | string | null;
                            /** @description Users of the company (at most 50), as a list or comma-separated text. */
                            assignee_ids?: number[] | string | null;
                            /** @description At most 30, of up to 60 characters each. */
                            tags?: string[] | string;
                            /** @description Hours, 0 to 100,000; a comma is read as the decimal point. */
                            estimated_hours?: number | string | null;
                            /** @description Hours, 0 to 100,000; a comma is read as the decimal point. */
                            time_spent?: number | string | null;
                            /** @description A new task only: its checklist, texts or `{ content }`, at most 200. */
                            checklist_items?: string[] | {
                                content: string;
                            }[];
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Task */
                            task: {
                                id: number;
                                task_list_id: number;
                                title: string;
                                /** @description The description as plain text. */
                                description_text: string;
                                due_date: string | null;
                                priority: ("high" | "medium" | "low") | null;
                                priority_text: string | null;
                                /** @description The board column it is in; null or a removed column's name put it in no column. */
                                kanban_group: string | null;
                                position: number;
                                completed: boolean;
                                overdue: boolean;
                                /** @enum {string} */
                                status: "pending" | "due_today" | "overdue" | "completed";
                                status_text: string;
                                status_color: string;
                                customer: {
                                    id: number;
                                    name: string;
                                } | null;
                                assignees: {
                                    id: number;
                                    name: string;
                                }[];
                                tags: string[];
                                comments_count: number;
                                attachments_count: number;
                                /** @description HTML, sanitized. */
                                description: string;
                                completed_at: string | null;
                                customer_id: number | null;
                                assignee_ids: number[];
                                estimated_hours: number | null;
                                time_spent: number | null;
                                checklist_items: {
                                    id: number;
                                    content: string;
                                    completed: boolean;
                                }[];
                                checklist_total_items: number;
                                checklist_completed_items: number;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/task_lists/{boardId}/duplicate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    boardId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** TaskList */
                            task_list: {
                                id: number;
                                name: string;
                                description: string | null;
                                /** @description The columns, in order. */
                                kanban_group_options: string[];
                                tasks_count: number;
                                pending_tasks_count: number;
                                completed_tasks_count: number;
                                completion_percentage: number;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/task_lists/{boardId}/tasks/reorder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    boardId: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Tasks of the board (1 to 5,000), in the order wanted; any other refuses the whole order. */
                        task_ids: number[] | string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description The tasks, in their new order. */
                            task_ids: number[];
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/tasks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    /** @description Required: the first day of the period. */
                    due_from?: string;
                    /** @description Required: the last day of the period, at most 62 days after `due_from`. */
                    due_to?: string;
                    /** @description Only the tasks of this board. */
                    task_list_id?: number;
                    /** @description Only the tasks of this status. */
                    status?: "pending" | "due_today" | "overdue" | "completed";
                    /** @description Only the tasks given to this user. */
                    assignee_id?: number;
                    /** @description Only the tasks of this customer. */
                    customer_id?: number;
                    /** @description Only the tasks of this priority. */
                    priority?: "high" | "medium" | "low";
                    /** @description Words that must all appear in the title or the description. */
                    search?: string;
                    /** @description `card`: each task as a board card shows it; `full` (the default): whole. */
                    view?: "card" | "full";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description By due date, at most 3,000. */
                            tasks: {
                                id: number;
                                task_list_id: number;
                                title: string;
                                /** @description The description as plain text. */
                                description_text: string;
                                due_date: string | null;
                                priority: ("high" | "medium" | "low") | null;
                                priority_text: string | null;
                                /** @description The board column it is in; null or a removed column's name put it in no column. */
                                kanban_group: string | null;
                                position: number;
                                completed: boolean;
                                overdue: boolean;
                                /** @enum {string} */
                                status: "pending" | "due_today" | "overdue" | "completed";
                                status_text: string;
                                status_color: string;
                                customer: {
                                    id: number;
                                    name: string;
                                } | null;
                                assignees: {
                                    id: number;
                                    name: string;
                                }[];
                                tags: string[];
                                comments_count: number;
                                attachments_count: number;
                                /** @description HTML, sanitized. */
                                description: string;
                                completed_at: string | null;
                                customer_id: number | null;
                                assignee_ids: number[];
                                estimated_hours: number | null;
                                time_spent: number | null;
                                checklist_items: {
                                    id: number;
                                    content: string;
                                    completed: boolean;
                                }[];
                                checklist_total_items: number;
                                checklist_completed_items: number;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            }[] | {
                                /**
                                 * @description Always true: this is a card.
                                 * @enum {boolean}
                                 */
                                card: true;
                                id: number;
                                task_list_id: number;
                                title: string;
                                /** @description The description as plain text. */
                                description_text: string;
                                due_date: string | null;
                                priority: ("high" | "medium" | "low") | null;
                                priority_text: string | null;
                                /** @description The board column it is in; null or a removed column's name put it in no column. */
                                kanban_group: string | null;
                                position: number;
                                completed: boolean;
                                overdue: boolean;
                                /** @enum {string} */
                                status: "pending" | "due_today" | "overdue" | "completed";
                                status_text: string;
                                status_color: string;
                                customer: {
                                    id: number;
                                    name: string;
                                } | null;
                                assignees: {
                                    id: number;
                                    name: string;
                                }[];
                                tags: string[];
                                comments_count: number;
                                attachments_count: number;
                                checklist_total_items: number;
                                checklist_completed_items: number;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/task_assignees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            assignees: {
                                id: number;
                                name: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tasks/{taskId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    taskId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Task */
                            task: {
                                id: number;
                                task_list_id: number;
                                title: string;
                                /** @description The description as plain text. */
                                description_text: string;
                                due_date: string | null;
                                priority: ("high" | "medium" | "low") | null;
                                priority_text: string | null;
                                /** @description The board column it is in; null or a removed column's name put it in no column. */
                                kanban_group: string | null;
                                position: number;
                                completed: boolean;
                                overdue: boolean;
                                /** @enum {string} */
                                status: "pending" | "due_today" | "overdue" | "completed";
                                status_text: string;
                                status_color: string;
                                customer: {
                                    id: number;
                                    name: string;
                                } | null;
                                assignees: {
                                    id: number;
                                    name: string;
                                }[];
                                tags: string[];
                                comments_count: number;
                                attachments_count: number;
                                /** @description HTML, sanitized. */
                                description: string;
                                completed_at: string | null;
                                customer_id: number | null;
                                assignee_ids: number[];
                                estimated_hours: number | null;
                                time_spent: number | null;
                                checklist_items: {
                                    id: number;
                                    content: string;
                                    completed: boolean;
                                }[];
                                checklist_total_items: number;
                                checklist_completed_items: number;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    taskId: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** TaskInput */
                        task: {
                            /** @description Required on a new task; at most 255 characters. */
                            title?: string;
                            /** @description HTML; sanitized when kept. */
                            description?: string | null;
                            /** @description `YYYY-MM-DD`; empty or null for none. */
                            due_date?: string | null;
                            /** @description Empty or null for none. */
                            priority?: ("high" | "medium" | "low") | "" | null;
                            /** @description One of the board's columns; a new task goes to the first when left out. */
                            kanban_group?: string | null;
                            /** @description A customer of the company, not archived; empty or null for none. */
                            customer_id?: number | string | null;
                            /** @description Users of the company (at most 50), as a list or comma-separated text. */
                            assignee_ids?: number[] | string | null;
                            /** @description At most 30, of up to 60 characters each. */
                            tags?: string[] | string;
                            /** @description Hours, 0 to 100,000; a comma is read as the decimal point. */
                            estimated_hours?: number | string | null;
                            /** @description Hours, 0 to 100,000; a comma is read as the decimal point. */
                            time_spent?: number | string | null;
                            /** @description A new task only: its checklist, texts or `{ content }`, at most 200. */
                            checklist_items?: string[] | {
                                content: string;
                            }[];
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Task */
                            task: {
                                id: number;
                                task_list_id: number;
                                title: string;
                                /** @description The description as plain text. */
                                description_text: string;
                                due_date: string | null;
                                priority: ("high" | "medium" | "low") | null;
                                priority_text: string | null;
                                /** @description The board column it is in; null or a removed column's name put it in no column. */
                                kanban_group: string | null;
                                position: number;
                                completed: boolean;
                                overdue: boolean;
                                /** @enum {string} */
                                status: "pending" | "due_today" | "overdue" | "completed";
                                status_text: string;
                                status_color: string;
                                customer: {
                                    id: number;
                                    name: string;
                                } | null;
                                assignees: {
                                    id: number;
                                    name: string;
                                }[];
                                tags: string[];
                                comments_count: number;
                                attachments_count: number;
                                /** @description HTML, sanitized. */
                                description: string;
                                completed_at: string | null;
                                customer_id: number | null;
                                assignee_ids: number[];
                                estimated_hours: number | null;
                                time_spent: number | null;
                                checklist_items: {
                                    id: number;
                                    content: string;
                                    completed: boolean;
                                }[];
                                checklist_total_items: number;
                                checklist_completed_items: number;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    taskId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** DeletedTask */
                            task: {
                                id: number;
                                task_list_id: number;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    taskId: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** TaskInput */
                        task: {
                            /** @description Required on a new task; at most 255 characters. */
                            title?: string;
                            /** @description HTML; sanitized when kept. */
                            description?: string | null;
                            /** @description `YYYY-MM-DD`; empty or null for none. */
                            due_date?: string | null;
                            /** @description Empty or null for none. */
                            priority?: ("high" | "medium" | "low") | "" | null;
                            /** @description One of the board's columns; a new task goes to the first when left out. */
                            kanban_group?: string | null;
                            /** @description A customer of the company, not archived; empty or null for none. */
                            customer_id?: number | string | null;
                            /** @description Users of the company (at most 50), as a list or comma-separated text. */
                            assignee_ids?: number[] | string | null;
                            /** @description At most 30, of up to 60 characters each. */
                            tags?: string[] | string;
                            /** @description Hours, 0 to 100,000; a comma is read as the decimal point. */
                            estimated_hours?: number | string | null;
                            /** @description Hours, 0 to 100,000; a comma is read as the decimal point. */
                            time_spent?: number | string | null;
                            /** @description A new task only: its checklist, texts or `{ content }`, at most 200. */
                            checklist_items?: string[] | {
                                content: string;
                            }[];
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Task */
                            task: {
                                id: number;
                                task_list_id: number;
                                title: string;
                                /** @description The description as plain text. */
                                description_text: string;
                                due_date: string | null;
                                priority: ("high" | "medium" | "low") | null;
                                priority_text: string | null;
                                /** @description The board column it is in; null or a removed column's name put it in no column. */
                                kanban_group: string | null;
                                position: number;
                                completed: boolean;
                                overdue: boolean;
                                /** @enum {string} */
                                status: "pending" | "due_today" | "overdue" | "completed";
                                status_text: string;
                                status_color: string;
                                customer: {
                                    id: number;
                                    name: string;
                                } | null;
                                assignees: {
                                    id: number;
                                    name: string;
                                }[];
                                tags: string[];
                                comments_count: number;
                                attachments_count: number;
                                /** @description HTML, sanitized. */
                                description: string;
                                completed_at: string | null;
                                customer_id: number | null;
                                assignee_ids: number[];
                                estimated_hours: number | null;
                                time_spent: number | null;
                                checklist_items: {
                                    id: number;
                                    content: string;
                                    completed: boolean;
                                }[];
                                checklist_total_items: number;
                                checklist_completed_items: number;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/tasks/{taskId}/toggle_completion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    taskId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Task */
                            task: {
                                id: number;
                                task_list_id: number;
                                title: string;
                                /** @description The description as plain text. */
                                description_text: string;
                                due_date: string | null;
                                priority: ("high" | "medium" | "low") | null;
                                priority_text: string | null;
                                /** @description The board column it is in; null or a removed column's name put it in no column. */
                                kanban_group: string | null;
                                position: number;
                                completed: boolean;
                                overdue: boolean;
                                /** @enum {string} */
                                status: "pending" | "due_today" | "overdue" | "completed";
                                status_text: string;
                                status_color: string;
                                customer: {
                                    id: number;
                                    name: string;
                                } | null;
                                assignees: {
                                    id: number;
                                    name: string;
                                }[];
                                tags: string[];
                                comments_count: number;
                                attachments_count: number;
                                /** @description HTML, sanitized. */
                                description: string;
                                completed_at: string | null;
                                customer_id: number | null;
                                assignee_ids: number[];
                                estimated_hours: number | null;
                                time_spent: number | null;
                                checklist_items: {
                                    id: number;
                                    content: string;
                                    completed: boolean;
                                }[];
                                checklist_total_items: number;
                                checklist_completed_items: number;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/tasks/{taskId}/checklist_items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    taskId: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** TaskChecklistItemInput */
                        checklist_item: {
                            /** @description Required; at most 10,000 characters. */
                            content: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** TaskChecklistItem */
                            checklist_item: {
                                id: number;
                                content: string;
                                completed: boolean;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tasks/{taskId}/checklist_items/{itemId}/toggle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    taskId: number;
                    itemId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** TaskChecklistItem */
                            checklist_item: {
                                id: number;
                                content: string;
                                completed: boolean;
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/tasks/{taskId}/checklist_items/{itemId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    taskId: number;
                    itemId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** TaskChecklistItem */
                            checklist_item: {
                                id: number;
                                content: string;
                                completed: boolean;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tasks/{taskId}/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    taskId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            comments: {
                                id: number;
                                content: string;
                                /** TaskAuthor */
                                user: {
                                    /** @description Null once the user was removed. */
                                    id: number | null;
                                    name: string;
                                };
                                /** Format: date-time */
                                created_at: string;
                                /** @description Whether the caller may delete it: its author, or a system admin. */
                                can_delete: boolean;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    taskId: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** TaskCommentInput */
                        task_comment: {
                            /** @description Required; at most 10,000 characters. */
                            content: string;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** TaskComment */
                            comment: {
                                id: number;
                                content: string;
                                /** TaskAuthor */
                                user: {
                                    /** @description Null once the user was removed. */
                                    id: number | null;
                                    name: string;
                                };
                                /** Format: date-time */
                                created_at: string;
                                /** @description Whether the caller may delete it: its author, or a system admin. */
                                can_delete: boolean;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tasks/{taskId}/comments/{commentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    taskId: number;
                    commentId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** TaskComment */
                            comment: {
                                id: number;
                                content: string;
                                /** TaskAuthor */
                                user: {
                                    /** @description Null once the user was removed. */
                                    id: number | null;
                                    name: string;
                                };
                                /** Format: date-time */
                                created_at: string;
                                /** @description Whether the caller may delete it: its author, or a system admin. */
                                can_delete: boolean;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tasks/{taskId}/attachments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    taskId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            attachments: {
                                id: number;
                                filename: string;
                                content_type: string;
                                byte_size: number;
                                /** @description The size as people read it: '1,2 MB'. */
                                human_file_size: string;
                                /** @description A signed link that downloads the file under its name, good for the next hour. */
                                download_url: string;
                                /** TaskAuthor */
                                user: {
                                    /** @description Null once the user was removed. */
                                    id: number | null;
                                    name: string;
                                };
                                /** Format: date-time */
                                created_at: string;
                                /** @description Whether the caller may delete it: who sent it, or a system admin. */
                                can_delete: boolean;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    taskId: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /**
                         * Format: binary
                         * @description The file, at most 25 MB, not empty.
                         */
                        file: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** TaskAttachment */
                            attachment: {
                                id: number;
                                filename: string;
                                content_type: string;
                                byte_size: number;
                                /** @description The size as people read it: '1,2 MB'. */
                                human_file_size: string;
                                /** @description A signed link that downloads the file under its name, good for the next hour. */
                                download_url: string;
                                /** TaskAuthor */
                                user: {
                                    /** @description Null once the user was removed. */
                                    id: number | null;
                                    name: string;
                                };
                                /** Format: date-time */
                                created_at: string;
                                /** @description Whether the caller may delete it: who sent it, or a system admin. */
                                can_delete: boolean;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tasks/{taskId}/attachments/{attachmentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    taskId: number;
                    attachmentId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** DeletedTaskAttachment */
                            attachment: {
                                id: number;
                                filename: string | null;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/appointments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: {
                    /** @description The period's first day on the practice's calendar; today when left out. */
                    from?: string;
                    /** @description The period's last day, included: 6 days after `from` when left out, at most 62 days after it. */
                    to?: string;
                    /** @description Only this professional's appointments. */
                    user_id?: number;
                    /** @description Only this customer's appointments. */
                    customer_id?: number;
                    /** @description Only these statuses, comma-separated: scheduled, confirmed, attended, missed, canceled. */
                    status?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            appointments: {
                                id: number;
                                /** AppointmentPerson */
                                customer: {
                                    id: number;
                                    name: string;
                                };
                                /**
                                 * AppointmentPerson
                                 * @description The professional.
                                 */
                                user: {
                                    id: number;
                                    name: string;
                                };
                                /**
                                 * Format: date-time
                                 * @description On the practice's clock, with its offset.
                                 */
                                starts_at: string;
                                /**
                                 * Format: date-time
                                 * @description On the practice's clock, with its offset.
                                 */
                                ends_at: string;
                                /** @enum {string} */
                                status: "scheduled" | "confirmed" | "attended" | "missed" | "canceled";
                                status_text: string;
                                status_color: string;
                                notes: string | null;
                                /** @description The first date of the series it belongs to; null for a single appointment. */
                                series_id: number | null;
                                /**
                                 * @description `online`: booked on the public booking page.
                                 * @enum {string}
                                 */
                                source: "staff" | "online";
                                /** @description When the reminder was sent; null until then. */
                                reminder_sent_at: string | null;
                                /** @description A wa.me link with the reminder written, while the appointment is open and the customer has a phone. */
                                whatsapp_url: string | null;
                                /**
                                 * Format: date-time
                                 * @description On the practice's clock, with its offset.
                                 */
                                created_at: string;
                                /**
                                 * Format: date-time
                                 * @description On the practice's clock, with its offset.
                                 */
                                updated_at: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** AppointmentInput */
                        appointment?: {
                            /** @description Required on a new appointment: a customer of the company, not archived. */
                            customer_id?: number | string;
                            /** @description The professional, a user of the company; the caller when left out of a new appointment. */
                            user_id?: number | string;
                            /** @description Required on a new appointment: ISO 8601 with an offset, or a date and time read on the practice's clock. */
                            starts_at?: string;
                            /** @description Required on a new appointment: after the start, at most 12 hours later. */
                            ends_at?: string;
                            /**
                             * @description `scheduled` on a new appointment when left out.
                             * @enum {string}
                             */
                            status?: "scheduled" | "confirmed" | "attended" | "missed" | "canceled";
                            /** @description At most 10,000 characters; empty or null for none. */
                            notes?: string | null;
                            /**
                             * AppointmentRecurrence
                             * @description A new appointment only: repeat it, the same time of day.
                             */
                            recurrence?: {
                                /** @enum {string} */
                                frequency?: "weekly" | "biweekly" | "monthly";
                                /** @description How many dates, 2 to 52; or else `until`. */
                                count?: number | string;
                                /**
                                 * Format: date
                                 * @description The last day a date may fall on (at most 52 dates).
                                 */
                                until?: string;
                            };
                            /**
                             * @description On a date of a series: change this date alone (the default), this one and those after it, or all of them.
                             * @enum {string}
                             */
                            scope?: "this" | "following" | "all";
                        };
                        /**
                         * @description On a date of a series: change this date alone (the default), this one and those after it, or all of them.
                         * @enum {string}
                         */
                        scope?: "this" | "following" | "all";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Appointment */
                            appointment: {
                                id: number;
                                /** AppointmentPerson */
                                customer: {
                                    id: number;
                                    name: string;
                                };
                                /**
                                 * AppointmentPerson
                                 * @description The professional.
                                 */
                                user: {
                                    id: number;
                                    name: string;
                                };
                                /**
                                 * Format: date-time
                                 * @description On the practice's clock, with its offset.
                                 */
                                starts_at: string;
                                /**
                                 * Format: date-time
                                 * @description On the practice's clock, with its offset.
                                 */
                                ends_at: string;
                                /** @enum {string} */
                                status: "scheduled" | "confirmed" | "attended" | "missed" | "canceled";
                                status_text: string;
                                status_color: string;
                                notes: string | null;
                                /** @description The first date of the series it belongs to; null for a single appointment. */
                                series_id: number | null;
                                /**
                                 * @description `online`: booked on the public booking page.
                                 * @enum {string}
                                 */
                                source: "staff" | "online";
                                /** @description When the reminder was sent; null until then. */
                                reminder_sent_at: string | null;
                                /** @description A wa.me link with the reminder written, while the appointment is open and the customer has a phone. */
                                whatsapp_url: string | null;
                                /**
                                 * Format: date-time
                                 * @description On the practice's clock, with its offset.
                                 */
                                created_at: string;
                                /**
                                 * Format: date-time
                                 * @description On the practice's clock, with its offset.
                                 */
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/appointments/{appointmentId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    appointmentId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Appointment */
                            appointment: {
                                id: number;
                                /** AppointmentPerson */
                                customer: {
                                    id: number;
                                    name: string;
                                };
                                /**
                                 * AppointmentPerson
                                 * @description The professional.
                                 */
                                user: {
                                    id: number;
                                    name: string;
                                };
                                /**
                                 * Format: date-time
                                 * @description On the practice's clock, with its offset.
                                 */
                                starts_at: string;
                                /**
                                 * Format: date-time
                                 * @description On the practice's clock, with its offset.
                                 */
                                ends_at: string;
                                /** @enum {string} */
                                status: "scheduled" | "confirmed" | "attended" | "missed" | "canceled";
                                status_text: string;
                                status_color: string;
                                notes: string | null;
                                /** @description The first date of the series it belongs to; null for a single appointment. */
                                series_id: number | null;
                                /**
                                 * @description `online`: booked on the public booking page.
                                 * @enum {string}
                                 */
                                source: "staff" | "online";
                                /** @description When the reminder was sent; null until then. */
                                reminder_sent_at: string | null;
                                /** @description A wa.me link with the reminder written, while the appointment is open and the customer has a phone. */
                                whatsapp_url: string | null;
                                /**
                                 * Format: date-time
                                 * @description On the practice's clock, with its offset.
                                 */
                                created_at: string;
                                /**
                                 * Format: date-time
                                 * @description On the practice's clock, with its offset.
                                 */
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        put: {
            parameters: {
                query?: {
                    /** @description On a date of a series: change or delete this date alone (the default), this one and those after it, or all of them. */
                    scope?: "this" | "following" | "all";
                };
                header?: never;
                path: {
                    appointmentId: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** AppointmentInput */
                        appointment?: {
                            /** @description Required on a new appointment: a customer of the company, not archived. */
                            customer_id?: number | string;
                            /** @description The professional, a user of the company; the caller when left out of a new appointment. */
                            user_id?: number | string;
                            /** @description Required on a new appointment: ISO 8601 with an offset, or a date and time read on the practice's clock. */
                            starts_at?: string;
                            /** @description Required on a new appointment: after the start, at most 12 hours later. */
                            ends_at?: string;
                            /**
                             * @description `scheduled` on a new appointment when left out.
                             * @enum {string}
                             */
                            status?: "scheduled" | "confirmed" | "attended" | "missed" | "canceled";
                            /** @description At most 10,000 characters; empty or null for none. */
                            notes?: string | null;
                            /**
                             * AppointmentRecurrence
                             * @description A new appointment only: repeat it, the same time of day.
                             */
                            recurrence?: {
                                /** @enum {string} */
                                frequency?: "weekly" | "biweekly" | "monthly";
                                /** @description How many dates, 2 to 52; or else `until`. */
                                count?: number | string;
                                /**
                                 * Format: date
                                 * @description The last day a date may fall on (at most 52 dates).
                                 */
                                until?: string;
                            };
                            /**
                             * @description On a date of a series: change this date alone (the default), this one and those after it, or all of them.
                             * @enum {string}
                             */
                            scope?: "this" | "following" | "all";
                        };
                        /**
                         * @description On a date of a series: change this date alone (the default), this one and those after it, or all of them.
                         * @enum {string}
                         */
                        scope?: "this" | "following" | "all";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Appointment */
                            appointment: {
                                id: number;
                                /** AppointmentPerson */
                                customer: {
                                    id: number;
                                    name: string;
                                };
                                /**
                                 * AppointmentPerson
                                 * @description The professional.
                                 */
                                user: {
                                    id: number;
                                    name: string;
                                };
                                /**
                                 * Format: date-time
                                 * @description On the practice's clock, with its offset.
                                 */
                                starts_at: string;
                                /**
                                 * Format: date-time
                                 * @description On the practice's clock, with its offset.
                                 */
                                ends_at: string;
                                /** @enum {string} */
                                status: "scheduled" | "confirmed" | "attended" | "missed" | "canceled";
                                status_text: string;
                                status_color: string;
                                notes: string | null;
                                /** @description The first date of the series it belongs to; null for a single appointment. */
                                series_id: number | null;
                                /**
                                 * @description `online`: booked on the public booking page.
                                 * @enum {string}
                                 */
                                source: "staff" | "online";
                                /** @description When the reminder was sent; null until then. */
                                reminder_sent_at: string | null;
                                /** @description A wa.me link with the reminder written, while the appointment is open and the customer has a phone. */
                                whatsapp_url: string | null;
                                /**
                                 * Format: date-time
                                 * @description On the practice's clock, with its offset.
                                 */
                                created_at: string;
                                /**
                                 * Format: date-time
                                 * @description On the practice's clock, with its offset.
                                 */
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        post?: never;
        delete: {
            parameters: {
                query?: {
                    /** @description On a date of a series: change or delete this date alone (the default), this one and those after it, or all of them. */
                    scope?: "this" | "following" | "all";
                };
                header?: never;
                path: {
                    appointmentId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Appointment */
                            appointment: {
                                id: number;
                                /** AppointmentPerson */
                                customer: {
                                    id: number;
                                    name: string;
                                };
                                /**
                                 * AppointmentPerson
                                 * @description The professional.
                                 */
                                user: {
                                    id: number;
                                    name: string;
                                };
                                /**
                                 * Format: date-time
                                 * @description On the practice's clock, with its offset.
                                 */
                                starts_at: string;
                                /**
                                 * Format: date-time
                                 * @description On the practice's clock, with its offset.
                                 */
                                ends_at: string;
                                /** @enum {string} */
                                status: "scheduled" | "confirmed" | "attended" | "missed" | "canceled";
                                status_text: string;
                                status_color: string;
                                notes: string | null;
                                /** @description The first date of the series it belongs to; null for a single appointment. */
                                series_id: number | null;
                                /**
                                 * @description `online`: booked on the public booking page.
                                 * @enum {string}
                                 */
                                source: "staff" | "online";
                                /** @description When the reminder was sent; null until then. */
                                reminder_sent_at: string | null;
                                /** @description A wa.me link with the reminder written, while the appointment is open and the customer has a phone. */
                                whatsapp_url: string | null;
                                /**
                                 * Format: date-time
                                 * @description On the practice's clock, with its offset.
                                 */
                                created_at: string;
                                /**
                                 * Format: date-time
                                 * @description On the practice's clock, with its offset.
                                 */
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch: {
            parameters: {
                query?: {
                    /** @description On a date of a series: change or delete this date alone (the default), this one and those after it, or all of them. */
                    scope?: "this" | "following" | "all";
                };
                header?: never;
                path: {
                    appointmentId: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** AppointmentInput */
                        appointment?: {
                            /** @description Required on a new appointment: a customer of the company, not archived. */
                            customer_id?: number | string;
                            /** @description The professional, a user of the company; the caller when left out of a new appointment. */
                            user_id?: number | string;
                            /** @description Required on a new appointment: ISO 8601 with an offset, or a date and time read on the practice's clock. */
                            starts_at?: string;
                            /** @description Required on a new appointment: after the start, at most 12 hours later. */
                            ends_at?: string;
                            /**
                             * @description `scheduled` on a new appointment when left out.
                             * @enum {string}
                             */
                            status?: "scheduled" | "confirmed" | "attended" | "missed" | "canceled";
                            /** @description At most 10,000 characters; empty or null for none. */
                            notes?: string | null;
                            /**
                             * AppointmentRecurrence
                             * @description A new appointment only: repeat it, the same time of day.
                             */
                            recurrence?: {
                                /** @enum {string} */
                                frequency?: "weekly" | "biweekly" | "monthly";
                                /** @description How many dates, 2 to 52; or else `until`. */
                                count?: number | string;
                                /**
                                 * Format: date
                                 * @description The last day a date may fall on (at most 52 dates).
                                 */
                                until?: string;
                            };
                            /**
                             * @description On a date of a series: change this date alone (the default), this one and those after it, or all of them.
                             * @enum {string}
                             */
                            scope?: "this" | "following" | "all";
                        };
                        /**
                         * @description On a date of a series: change this date alone (the default), this one and those after it, or all of them.
                         * @enum {string}
                         */
                        scope?: "this" | "following" | "all";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Appointment */
                            appointment: {
                                id: number;
                                /** AppointmentPerson */
                                customer: {
                                    id: number;
                                    name: string;
                                };
                                /**
                                 * AppointmentPerson
                                 * @description The professional.
                                 */
                                user: {
                                    id: number;
                                    name: string;
                                };
                                /**
                                 * Format: date-time
                                 * @description On the practice's clock, with its offset.
                                 */
                                starts_at: string;
                                /**
                                 * Format: date-time
                                 * @description On the practice's clock, with its offset.
                                 */
                                ends_at: string;
                                /** @enum {string} */
                                status: "scheduled" | "confirmed" | "attended" | "missed" | "canceled";
                                status_text: string;
                                status_color: string;
                                notes: string | null;
                                /** @description The first date of the series it belongs to; null for a single appointment. */
                                series_id: number | null;
                                /**
                                 * @description `online`: booked on the public booking page.
                                 * @enum {string}
                                 */
                                source: "staff" | "online";
                                /** @description When the reminder was sent; null until then. */
                                reminder_sent_at: string | null;
                                /** @description A wa.me link with the reminder written, while the appointment is open and the customer has a phone. */
                                whatsapp_url: string | null;
                                /**
                                 * Format: date-time
                                 * @description On the practice's clock, with its offset.
                                 */
                                created_at: string;
                                /**
                                 * Format: date-time
                                 * @description On the practice's clock, with its offset.
                                 */
                                updated_at: string;
                            };
                        };
                    };
                };
            };
        };
        trace?: never;
    };
    "/api/v1/users/{userId}/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            availability: {
                                /** @description 0 is Sunday. */
                                weekday: number;
                                /** @description `HH:mm`. */
                                start: string;
                                /** @description `HH:mm`, after the start; `24:00` for midnight. */
                                end: string;
                            }[];
                        };
                    };
                };
            };
        };
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description At most 100 windows, none overlapping another of its day; an empty list clears the hours. */
                        availability: {
                            /** @description 0 is Sunday. */
                            weekday: number;
                            /** @description `HH:mm`. */
                            start: string;
                            /** @description `HH:mm`, after the start; `24:00` for midnight. */
                            end: string;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            availability: {
                                /** @description 0 is Sunday. */
                                weekday: number;
                                /** @description `HH:mm`. */
                                start: string;
                                /** @description `HH:mm`, after the start; `24:00` for midnight. */
                                end: string;
                            }[];
                        };
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/{userId}/calendar_feed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** CalendarFeed */
                            calendar_feed: {
                                /** @description The iCalendar address to subscribe to; anyone who has it reads the agenda. */
                                url: string | null;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    userId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** CalendarFeed */
                            calendar_feed: {
                                /** @description The iCalendar address to subscribe to; anyone who has it reads the agenda. */
                                url: string | null;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/customers/{customerId}/exports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    customerId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Export */
                            export: {
                                id: number;
                                /**
                                 * @description `pending` while it is built, then `done` or `failed`.
                                 * @enum {string}
                                 */
                                status: "pending" | "done" | "failed";
                                /** @description The customer exported; null for the whole company's. */
                                customer_id: number | null;
                                requested_by_name: string;
                                /** Format: date-time */
                                created_at: string;
                                finished_at: string | null;
                                /** @description Once done: when the link stops working and the ZIP is removed. */
                                expires_at: string | null;
                                /** @description The ZIP, once done. */
                                filename: string | null;
                                /** @description Once done: a signed link to the ZIP, good until `expires_at`. */
                                download_url: string | null;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/customers/{customerId}/exports/{exportId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    customerId: number;
                    exportId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Export */
                            export: {
                                id: number;
                                /**
                                 * @description `pending` while it is built, then `done` or `failed`.
                                 * @enum {string}
                                 */
                                status: "pending" | "done" | "failed";
                                /** @description The customer exported; null for the whole company's. */
                                customer_id: number | null;
                                requested_by_name: string;
                                /** Format: date-time */
                                created_at: string;
                                finished_at: string | null;
                                /** @description Once done: when the link stops working and the ZIP is removed. */
                                expires_at: string | null;
                                /** @description The ZIP, once done. */
                                filename: string | null;
                                /** @description Once done: a signed link to the ZIP, good until `expires_at`. */
                                download_url: string | null;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/companies/{companyId}/exports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    companyId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Export */
                            export: {
                                id: number;
                                /**
                                 * @description `pending` while it is built, then `done` or `failed`.
                                 * @enum {string}
                                 */
                                status: "pending" | "done" | "failed";
                                /** @description The customer exported; null for the whole company's. */
                                customer_id: number | null;
                                requested_by_name: string;
                                /** Format: date-time */
                                created_at: string;
                                finished_at: string | null;
                                /** @description Once done: when the link stops working and the ZIP is removed. */
                                expires_at: string | null;
                                /** @description The ZIP, once done. */
                                filename: string | null;
                                /** @description Once done: a signed link to the ZIP, good until `expires_at`. */
                                download_url: string | null;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/companies/{companyId}/exports/{exportId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    companyId: number;
                    exportId: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** Export */
                            export: {
                                id: number;
                                /**
                                 * @description `pending` while it is built, then `done` or `failed`.
                                 * @enum {string}
                                 */
                                status: "pending" | "done" | "failed";
                                /** @description The customer exported; null for the whole company's. */
                                customer_id: number | null;
                                requested_by_name: string;
                                /** Format: date-time */
                                created_at: string;
                                finished_at: string | null;
                                /** @description Once done: when the link stops working and the ZIP is removed. */
                                expires_at: string | null;
                                /** @description The ZIP, once done. */
                                filename: string | null;
                                /** @description Once done: a signed link to the ZIP, good until `expires_at`. */
                                download_url: string | null;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/signing_certificates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            signing_certificates: {
                                id: number;
                                /**
                                 * @description `company`: it signs for everyone; `user`: a professional's own.
                                 * @enum {string}
                                 */
                                owner: "company" | "user";
                                user_id: number | null;
                                /** @description The professional's name; null for the company's. */
                                user_name: string | null;
                                subject_name: string;
                                /** @description The CPF or CNPJ it names, digits only. */
                                document: string | null;
                                issuer_name: string;
                                /** Format: date-time */
                                valid_from: string;
                                /** Format: date-time */
                                valid_to: string;
                                /** Format: date-time */
                                created_at: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "multipart/form-data": {
                        /**
                         * Format: binary
                         * @description The A1 certificate (.pfx or .p12, at most 256 KB), as a file part. Required.
                         */
                        file?: string;
                        /** @description The certificate's password. */
                        password?: string;
                        /** @description The professional it is for; left out, blank or `company` for the company's. */
                        user_id?: number | "company";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** SigningCertificate */
                            signing_certificate: {
                                id: number;
                                /**
                                 * @description `company`: it signs for everyone; `user`: a professional's own.
                                 * @enum {string}
                                 */
                                owner: "company" | "user";
                                user_id: number | null;
                                /** @description The professional's name; null for the company's. */
                                user_name: string | null;
                                subject_name: string;
                                /** @description The CPF or CNPJ it names, digits only. */
                                document: string | null;
                                issuer_name: string;
                                /** Format: date-time */
                                valid_from: string;
                                /** Format: date-time */
                                valid_to: string;
                                /** Format: date-time */
                                created_at: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/signing_certificates/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** SigningCertificate */
                            signing_certificate: {
                                id: number;
                                /**
                                 * @description `company`: it signs for everyone; `user`: a professional's own.
                                 * @enum {string}
                                 */
                                owner: "company" | "user";
                                user_id: number | null;
                                /** @description The professional's name; null for the company's. */
                                user_name: string | null;
                                subject_name: string;
                                /** @description The CPF or CNPJ it names, digits only. */
                                document: string | null;
                                issuer_name: string;
                                /** Format: date-time */
                                valid_from: string;
                                /** Format: date-time */
                                valid_to: string;
                                /** Format: date-time */
                                created_at: string;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Server-sent events, open until the session ends: `event: change` with `data` `{ area, ids, task_list_ids, deleted }` for each change to the company, and a comment every 15 s. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/event-stream": string;
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
